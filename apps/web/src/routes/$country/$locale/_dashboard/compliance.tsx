import { isFlagEnabled } from '@foundly/domain';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { CompliancePage } from '../../../../features/compliance/index.js';

/**
 * The compliance tool (spec 02 §2): French and UK areas only, and only while
 * the compliance-tool flag is on; without it the route goes to /.
 */
export const Route = createFileRoute('/$country/$locale/_dashboard/compliance')({
  beforeLoad: ({ params, context }) => {
    if (params.country !== 'fr' && params.country !== 'uk') throw notFound();
    if (!isFlagEnabled(context.area.flags, 'compliance_tool')) throw redirect({ to: '/' });
  },
  component: CompliancePage,
});
