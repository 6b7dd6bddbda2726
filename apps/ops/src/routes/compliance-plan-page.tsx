import { getRouteApi } from '@tanstack/react-router';
import { CompliancePlanReviewPage } from '../features/compliance-plans/index.js';

const route = getRouteApi('/operator/compliance/$planId');

export function CompliancePlanRoute() {
  const { planId } = route.useParams();
  return <CompliancePlanReviewPage planId={planId} />;
}
