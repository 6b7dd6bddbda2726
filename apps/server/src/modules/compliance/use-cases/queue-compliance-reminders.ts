import { getReminderWindow, type ComplianceLegalForm } from '@foundly/domain';
import type { AppContext } from '../../../app-context.js';
import type { BackgroundTask } from '../../../worker/background-worker.js';
import { findOrderRecipient, queueEmail } from '../../notifications/index.js';
import { listStepsDueBetween } from '../compliance.repository.js';

/** How long before a deadline the founder is reminded. */
export const REMINDER_DAYS_BEFORE = 14;

/** How often the steps are looked through: deadlines are days, so a few times an hour is plenty. */
const SCAN_INTERVAL_MS = 15 * 60 * 1000;

/** Every legal form a plan can have: their time zones bound the days to look through. */
const LEGAL_FORMS: readonly ComplianceLegalForm[] = ['SASU', 'EURL', 'MICROENTERPRISE', 'LTD'];

/**
 * Queues one e-mail for each open step of a shown plan whose deadline is
 * within the next REMINDER_DAYS_BEFORE days, counted in the plan's own time
 * zone (London for a UK company, Paris otherwise). The outbox's dedupe key names
 * the step and its date, so a step is reminded once per date whatever the
 * number of passes or instances; a step whose date an operator moved is
 * reminded again for the new date. Returns how many e-mails it queued.
 */
export async function queueComplianceReminders(app: AppContext): Promise<number> {
  const now = app.clock.now();
  const windows = LEGAL_FORMS.map((form) => getReminderWindow(now, form, REMINDER_DAYS_BEFORE));
  const from = windows.map((window) => window.from).sort()[0]!;
  const to = windows
    .map((window) => window.to)
    .sort()
    .at(-1)!;
  const due = await listStepsDueBetween(app.db, from, to);
  let queued = 0;
  for (const { step, orderId, legalForm } of due) {
    const window = getReminderWindow(now, legalForm, REMINDER_DAYS_BEFORE);
    if (!step.dueDate || step.dueDate < window.from || step.dueDate > window.to) continue;
    const recipient = await findOrderRecipient(app.db, orderId);
    if (!recipient) continue;
    const email = await queueEmail(
      app.db,
      app.logger,
      { printLinks: !app.config.isProduction },
      {
        template: 'compliance-reminder',
        to: recipient.email,
        locale: recipient.locale,
        orderId,
        link: `${app.config.baseUrl}/${recipient.prefix}/${recipient.locale}/compliance`,
        obligationKey: step.obligationKey,
        dueDate: step.dueDate,
        dedupeKey: `compliance-reminder:${step.id}:${step.dueDate}`,
      },
    );
    if (email) queued += 1;
  }
  return queued;
}

/**
 * The periodic pass of the background worker (ADR 5): the steps table is the
 * queue and the outbox's unique dedupe key the guard, so no job rows are
 * needed. It scans at most every SCAN_INTERVAL_MS per instance.
 */
export function createComplianceReminderTask(app: AppContext): BackgroundTask {
  let lastScan = Number.NEGATIVE_INFINITY;
  return {
    name: 'compliance-reminders',
    async runOnce() {
      const now = app.clock.now().getTime();
      if (now - lastScan < SCAN_INTERVAL_MS) return 0;
      lastScan = now;
      return queueComplianceReminders(app);
    },
  };
}
