/**
 * How team resources look on the wire (spec: Team, Team member, Invitation).
 */

import type { Store } from '../../platform/database.js';
import type { MemberRow, TeamRow } from '../tenancy/index.js';
import type { InvitationRow } from './tables.js';

/** The relative URL of a stored image path. */
export const imageUrlOf = (imagePath: string | null) => (imagePath === null ? undefined : `/${imagePath}`);

/** A team row as the API returns it; `imageUrl` only when the team has an image. */
export function teamView(team: TeamRow) {
  const imageUrl = imageUrlOf(team.imagePath);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    isBusiness: team.isBusiness,
    metadata: team.metadata,
    countries: [...team.countries],
    defaultReceiverWallet: team.defaultReceiverWallet,
    notificationEmail: team.notificationEmail,
    createdAt: team.createdAt,
    updatedAt: team.updatedAt,
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

/** A team member with its profile and user. */
export function memberView(store: Store, member: MemberRow) {
  const profile = store.profiles.get(member.profileId);
  const user = profile ? store.users.get(profile.userId) : undefined;
  const imageUrl = imageUrlOf(profile?.imagePath ?? null);
  return {
    profileId: member.profileId,
    role: member.role,
    joinedAt: member.joinedAt,
    addedBy: member.addedBy,
    ...(profile
      ? {
          profile: {
            id: profile.id,
            nickname: profile.nickname,
            metadata: profile.metadata,
            createdAt: profile.createdAt,
            updatedAt: profile.updatedAt,
          },
        }
      : {}),
    ...(user
      ? {
          user: {
            id: user.id,
            username: user.username,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            country: user.country,
            language: user.language,
          },
        }
      : {}),
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

/** An invitation as the API returns it. */
export function invitationView(invitation: InvitationRow) {
  return {
    id: invitation.id,
    teamId: invitation.teamId,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    status: invitation.status,
    expiresAt: invitation.expiresAt,
    createdAt: invitation.createdAt,
    updatedAt: invitation.updatedAt,
  };
}
