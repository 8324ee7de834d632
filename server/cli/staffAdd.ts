/**
 * `npm run staff:add -- --email jane@hospital.org --first Jane --last Doe [--role admin|planner] [--hospital NAME|ID]`
 *
 * A hospital's first administrator, or any staff member, from the server itself: makes a staff
 * invitation and prints its link, which the person opens to set their own password (it works once, for 7 days). With
 * SMTP_URL the link is e-mailed too. Against the database `npm start` uses (DATA_DIR or DATABASE_URL); the embedded
 * database can be open in one process at a time, so with it CareChoice must be stopped first (decisions.md).
 */
import { parseArgs } from 'node:util';
import { create, StructError } from 'superstruct';
import { StaffInviteRequest } from '../../src/contract/staff';
import type { Db } from '../db/client';
import { auditEvents, hospitals } from '../db/schema';
import { StartupError } from '../errors';
import { createLogger } from '../logging';
import { createMailer } from '../mail';
import { createStaffInvite, emailHasAccount, mailStaffInvite, staffInviteUrl } from '../domain/staff';
import { CliRefusal, openCliDatabase } from './cliDatabase';

const USAGE = 'Usage: npm run staff:add -- --email ADDRESS --first FIRST_NAME --last LAST_NAME [--role admin|planner] [--hospital NAME_OR_ID]';

function readArguments(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' }, role: { type: 'string', default: 'admin' }, hospital: { type: 'string' } },
  });
  if (!values.email || !values.first || !values.last) throw new CliRefusal(USAGE);
  if (values.role !== 'admin' && values.role !== 'planner') throw new CliRefusal(`--role must be admin or planner, not "${values.role}".\n${USAGE}`);
  try {
    const invite = create(
      { email: values.email.trim(), firstName: values.first, lastName: values.last, role: values.role === 'admin' ? 'hospitalAdmin' : 'planner' },
      StaffInviteRequest,
    );
    return { invite, hospital: values.hospital };
  } catch (error) {
    if (error instanceof StructError) throw new CliRefusal(`The ${error.key ?? 'details'} given is not valid (${error.message}).\n${USAGE}`);
    throw error;
  }
}

/** The hospital named (by id or name, any case), or the only one there is. */
async function findHospital(db: Db, named: string | undefined) {
  const all = await db.select({ id: hospitals.id, name: hospitals.name }).from(hospitals).orderBy(hospitals.id);
  if (all.length === 0) throw new CliRefusal('This database has no hospital yet: start CareChoice once with the demo (npm start), or load your hospital first.');
  if (named === undefined) {
    if (all.length === 1) return all[0]!;
    throw new CliRefusal(`This database has ${all.length} hospitals: say which with --hospital (${all.map((hospital) => `${hospital.id} "${hospital.name}"`).join(', ')}).`);
  }
  const wanted = named.trim().toLowerCase();
  const found = all.find((hospital) => String(hospital.id) === wanted || hospital.name.toLowerCase() === wanted);
  if (!found) throw new CliRefusal(`No hospital is called "${named}". There are: ${all.map((hospital) => `${hospital.id} "${hospital.name}"`).join(', ')}.`);
  return found;
}

export async function staffAdd(argv: string[], out: (line: string) => void): Promise<void> {
  const { invite, hospital: named } = readArguments(argv);
  const { config, database } = await openCliDatabase();
  try {
    const hospital = await findHospital(database.db, named);
    // The server's operator may be told (the console's admins are not: createStaffInvite), and a link would not work.
    if (await emailHasAccount(database.db, invite.email)) throw new CliRefusal('An account with this e-mail already exists: they can log in, or reset their password.');
    const { id, code } = await createStaffInvite(database.db, { ...invite, hospitalId: hospital.id, createdByUserId: null });
    await database.db.insert(auditEvents).values({ action: 'staff.invited', subject: String(id) });
    const url = staffInviteUrl(config.publicUrl, code);
    if (config.smtpUrl) {
      const mail = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: createLogger('warn') });
      await mailStaffInvite(mail, { to: invite.email, url, hospitalName: hospital.name, firstName: invite.firstName.trim() });
    }
    const role = invite.role === 'hospitalAdmin' ? 'an administrator' : 'a discharge planner';
    out(`Invited ${invite.firstName.trim()} ${invite.lastName.trim()} <${invite.email}> as ${role} of ${hospital.name}${config.smtpUrl ? ' (e-mailed)' : ''}.`);
    out('They set their own password from this link, which works once and for 7 days:');
    out(`  ${url}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  staffAdd(process.argv.slice(2), (line) => console.log(line)).catch((error: unknown) => {
    if (error instanceof CliRefusal || error instanceof StartupError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
