import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, accountUsers, expenses, orders } from '../../db/schema/index.js';

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;

/** The country and legal form of one of the user's accounts; undefined for anyone else's. */
export async function findAccountOfUser(db: Executor, userId: string, accountId: string) {
  const [row] = await db
    .select({ countryCode: accounts.countryCode, legalForm: orders.legalForm })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(orders, eq(orders.accountId, accounts.id))
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)))
    .limit(1);
  return row;
}

/** An expense of one of the user's accounts; undefined for anyone else's. */
export async function findExpenseOfUser(db: Executor, userId: string, expenseId: string) {
  const [row] = await db
    .select({ expense: expenses })
    .from(expenses)
    .innerJoin(accountUsers, eq(accountUsers.accountId, expenses.accountId))
    .where(and(eq(expenses.id, expenseId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row?.expense;
}

export async function insertExpense(db: Executor, row: NewExpenseRow): Promise<ExpenseRow> {
  const [inserted] = await db.insert(expenses).values(row).returning();
  return inserted!;
}

export async function updateExpense(
  db: Executor,
  id: string,
  changes: Partial<NewExpenseRow>,
): Promise<ExpenseRow> {
  const [updated] = await db.update(expenses).set(changes).where(eq(expenses.id, id)).returning();
  return updated!;
}

export async function deleteExpenseRow(db: Executor, id: string): Promise<void> {
  await db.delete(expenses).where(eq(expenses.id, id));
}

/** One page of an account's expenses, the latest date first, and how many there are. */
export async function listExpensesOfAccount(
  db: Executor,
  accountId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(expenses)
    .where(eq(expenses.accountId, accountId))
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(expenses)
    .where(eq(expenses.accountId, accountId));
  return { rows, total: counted?.total ?? 0 };
}

/** Every expense of an account dated in `year`, in date order. */
export function listExpensesOfYear(db: Executor, accountId: string, year: number) {
  return db
    .select()
    .from(expenses)
    .where(
      and(
        eq(expenses.accountId, accountId),
        gte(expenses.date, `${year}-01-01`),
        lte(expenses.date, `${year}-12-31`),
      ),
    )
    .orderBy(asc(expenses.date), asc(expenses.createdAt));
}
