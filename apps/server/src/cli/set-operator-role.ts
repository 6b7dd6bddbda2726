// `npm run operator -- grant|revoke <e-mail>`: gives a signed-up user the operator role of the
// back-office, or takes it back. Run where the server's configuration is (DATABASE_URL or DATA_DIR).
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { authSessions, authUsers } from '../db/schema/index.js';
import { openDatabaseFromConfig } from '../db/open-from-config.js';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  process.stderr.write('Usage: npm run operator -- grant|revoke <e-mail>\n');
  process.exit(2);
}

const database = openDatabaseFromConfig(loadConfig(process.env));
await database.migrate();
const role = action === 'grant' ? 'operator' : 'customer';
const updated = await database.db.transaction(async (tx) => {
  const [user] = await tx
    .update(authUsers)
    .set({ role, updatedAt: new Date() })
    .where(eq(authUsers.email, email.trim().toLowerCase()))
    .returning({ id: authUsers.id });
  // A role change takes effect at the next sign-in: the user's sessions end now.
  if (user) await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
  return user;
});
await database.close();
if (!updated) {
  process.stderr.write(`No user signed up with ${email}.\n`);
  process.exit(1);
}
process.stdout.write(`${email} is now ${role === 'operator' ? 'an operator' : 'a customer'}.\n`);
