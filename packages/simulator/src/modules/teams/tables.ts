/**
 * The tables of the teams module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import { type Role, TEAM_ROLES } from '../../platform/roles.js';

/** Statuses of an invitation. */
export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'expired';

/** An invitation of an e-mail address to a team. */
export type InvitationRow = {
  readonly id: string;
  readonly appId: string;
  readonly teamId: string;
  /** Lowercase. */
  readonly email: string;
  readonly role: Role;
  /** Profile id of the admin who invited. */
  readonly invitedBy: string | null;
  readonly status: InvitationStatus;
  readonly expiresAt: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

const invitationsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    teamId: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    invitedBy: z.string().nullable(),
    status: z.enum(['pending', 'accepted', 'rejected', 'expired']),
    expiresAt: rowFields.instant(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the teams module, by name. */
export const teamsTables = defineTables({
  invitations: () =>
    new Table<InvitationRow, 'byTeam' | 'byEmail'>({
      name: 'invitations',
      row: invitationsRow,
      key: (row) => row.id,
      indexes: { byTeam: (row) => row.teamId, byEmail: (row) => row.email.toLowerCase() },
    }),
});

/** The teams module's tables as the store holds them. */
export type TeamsTables = TablesOf<typeof teamsTables>;

declare module '../../platform/database.js' {
  interface Tables extends TeamsTables {}
}
