import { timingSafeEqual } from 'node:crypto';
import {
  DomainError,
  ErrorCode,
  findObligation,
  getHomeArea,
  isPlanShown,
  localize,
  splitDate,
} from '@foundly/domain';
import { CountryCode } from '@foundly/proto';
import { createEvents, type EventAttributes } from 'ics';
import type { AppContext } from '../../../app-context.js';
import { isFeatureFlagOn } from '../../feature-flags/index.js';
import { findPlanOfOrder, listSteps } from '../compliance.repository.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The plan's open dated steps as an iCalendar feed, one all-day event per
 * deadline with a reminder a week before. Calendar apps subscribe without a
 * session, so the secret token of the plan's URL is the credential: a wrong
 * token, an unknown order and a plan not yet shown to the founder all answer
 * COMPLIANCE_PLAN_NOT_FOUND.
 */
export async function getComplianceCalendar(app: AppContext, orderId: string, token: string) {
  const plan = await findPlanOfOrder(app.db, orderId);
  if (!plan || !sameSecret(token, plan.calendarToken) || !isPlanShown(plan.approvalStatus)) {
    throw new DomainError(ErrorCode.CompliancePlanNotFound, 'No such calendar');
  }
  if (!(await isFeatureFlagOn(app.db, 'compliance_tool'))) {
    throw new DomainError(ErrorCode.ComplianceNotOffered, 'The compliance tool is off');
  }
  const area = getHomeArea(plan.legalForm === 'LTD' ? CountryCode.UK : CountryCode.FR);
  const link = `${app.config.baseUrl}/${area.prefix}/${area.locale}/compliance`;
  const events: EventAttributes[] = (await listSteps(app.db, plan.id))
    .filter((step) => step.dueDate && (step.state === 'NEW' || step.state === 'IN_PROGRESS'))
    .map((step) => {
      const { year, month, day } = splitDate(step.dueDate ?? '');
      const obligation = findObligation(step.obligationKey);
      return {
        uid: `${step.id}@foundly`,
        start: [year, month, day],
        duration: { days: 1 },
        title: obligation ? localize(obligation.title, area.locale) : step.obligationKey,
        description: obligation ? localize(obligation.description, area.locale) : '',
        url: link,
        transp: 'TRANSPARENT',
        alarms: [{ action: 'display', trigger: { days: 7, before: true } }],
      };
    });
  const { error, value } = createEvents(events, {
    productId: 'foundly/compliance',
    calName: 'Foundly',
  });
  if (error || value === null) throw error ?? new Error('The calendar could not be written');
  return value;
}
