// `npm run console:admin -- --email someone@kavacha.lk --name "Their Name"`: the console's first admin, or
// an admin locked out, made from the command line by whoever runs the server (issue 22). There is never
// a default password: each run sets a new random one, shown once, to be changed after the first login.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newStaffSchema } from '#domain/console/calls';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { staffService } from './staff.service';

const USAGE = 'Usage: npm run console:admin -- --email someone@kavacha.lk --name "Their Name"';

const argsSchema = z.object({ email: newStaffSchema.shape.email, name: newStaffSchema.shape.name });

/**
 * Creates the admin of the e-mail, or makes its account an active admin again with a new password; the
 * audit log records it with no staff member (`staff.create_admin_cli`). Answers what to print.
 */
export async function consoleAdmin(args: string[], db: Db, config: Pick<Config, 'staffSession'>) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new Error([...problems, USAGE].join('\n'));
  }
  const staff = staffService(db, { clock: () => new Date(), session: config.staffSession });
  const { staff: admin, password } = await staff.createAdmin(parsed.data);
  return [
    `Admin ${admin.email} (id ${admin.id}) is active.`,
    `One-time password: ${password}`,
    'It is shown only now: log in at /console and set a password of your own.',
  ].join('\n');
}
