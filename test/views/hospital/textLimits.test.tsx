import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { User } from '../../../src/contract/user';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/**
 * In the console: a name longer than the server takes stays in its field as pasted (no
 * `maxlength` cuts it) and the field says so; nothing is sent.
 */
const ADMIN: User = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' } };
const toLength = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

beforeEach(() => {
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchStaffDirectory.mockResolvedValue({ members: [], invites: [] });
});
afterEach(() => vi.restoreAllMocks());

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the console’s forms keep a long name and say it is too long', () => {
  it('New Patient', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/patients/new', { signedIn: true });
    const lastName = await screen.findByLabelText(/^Last name/);
    const long = toLength('王秀英', 101);
    await paste(user, lastName, long);
    await paste(user, screen.getByLabelText(/^First name or initial/), toLength('Łukasz', 101));
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(lastName).toHaveValue(long);
    expect(screen.getByText('Last name must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('First name or initial must be at most 100 characters.')).toBeInTheDocument();
    expect(staffApi.createPatient).not.toHaveBeenCalled();
  });

  it('Invite a staff member', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/staff', { signedIn: true, user: ADMIN });
    const form = within((await screen.findByRole('heading', { name: 'Invite a staff member' })).closest('form')!);
    const firstName = form.getByLabelText(/^First name/);
    const long = toLength('Nguyễn ', 101);
    await paste(user, firstName, long);
    await paste(user, form.getByLabelText(/^Last name/), 'Lee');
    await paste(user, form.getByLabelText(/^Email/), `${'k'.repeat(250)}@riverside.example`);
    await user.click(form.getByRole('button', { name: 'Send Invitation' }));
    expect(firstName).toHaveValue(long);
    expect(form.getByText('First name must be at most 100 characters.')).toBeInTheDocument();
    expect(form.getByText('Email must be at most 254 characters.')).toBeInTheDocument();
    expect(staffApi.inviteStaff).not.toHaveBeenCalled();
  });
});
