import {
  AdminInvitationSchema,
  AdminPasswordLinkAnswerSchema,
  AdminUpdateSchema,
  SignInBlockIdParams,
  SignInBlocksAnswerSchema,
  SuccessAnswerSchema,
  TeamAnswerSchema,
  TeamMemberChangeAnswerSchema,
  TwoFactorRequirementSchema,
} from '@levera/domain';
import { type AppContext, type ModuleApp, routesInParts } from '../../app-context.ts';
import { changed, succeeded } from '../../lib/route-answers.ts';
import { IdParams, LanguageQuery, routeOptions } from '../../lib/route-schemas.ts';
import { principalOf } from '../../lib/principal.ts';
import { followLiftedBlocks } from '../../lib/rate-limit.ts';
import { setPasswordPageRoutes } from '../auth/set-password-page.ts';
import { checkAdminPasswordLink, setAdminPasswordFromLink } from './admin-access.service.ts';
import { liftSignInBlock, listSignInBlocks } from './sign-in-blocks.service.ts';
import {
  inviteAdmin,
  listTeam,
  resendInvitation,
  setTwoFactorRequirement,
  updateAdmin,
} from './team.service.ts';

// The team (issue 33 §2, §6; DESIGN.md §10 "admin team"): the owner's Team screen and the invited
// admin's set-password page. Everything but that page is `manageTeam` (owners).

const tags = ['team'];

export const teamRoutes = routesInParts(membersRoutes, signInBlockRoutes, invitedAdminPage);

/** The owner's Team screen: the admins, their invitations, roles and the two-factor requirement. */
function membersRoutes(app: ModuleApp, { db, now }: AppContext): void {
  app.get(
    '/admins',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'The admins of the team, and whether every admin must use two-factor',
      description:
        'Owners first, then admins and support. `status` is `invited` while the admin has no ' +
        'password yet, with `invitationExpiresAt` until its newest link works (null once expired).',
      querystring: LanguageQuery,
      response: { 200: TeamAnswerSchema },
    }),
    async () => listTeam(db, now()),
  );

  app.post(
    '/admins/invitations',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'Invite an admin by e-mail',
      description:
        'Creates the admin without a password (named `name`, else the part of the e-mail before @) ' +
        'and e-mails a one-time link to `/{locale}/admin/set-password?token=…` in ' +
        '`invitationLanguage`, valid 72 hours. 409 `admin_email_taken` when the address already ' +
        'belongs to an admin. Audited as `sendInvitation`.',
      body: AdminInvitationSchema,
      response: { 200: TeamMemberChangeAnswerSchema },
    }),
    async (request) => {
      const member = await inviteAdmin(db, request.body, principalOf(request).id, now());
      return changed(request, 'adminInvited', member);
    },
  );

  app.post(
    '/admins/:id/invitation',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'Send an invited admin a new link',
      description:
        'The older link stops working. 409 `admin_not_invited` once the admin has chosen a password ' +
        '(or is deactivated). Audited as `resendInvitation`.',
      params: IdParams,
      body: LanguageQuery,
      response: { 200: TeamMemberChangeAnswerSchema },
    }),
    async (request) => {
      const member = await resendInvitation(db, request.params.id, principalOf(request).id, now());
      return changed(request, 'invitationResent', member);
    },
  );

  app.patch(
    '/admins/:id',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: "Change an admin's role, or deactivate or reactivate it",
      description:
        'Deactivating ends its sessions at once (its next request answers 401 ' +
        '`account_deactivated`) and its open invitation link. 409 `last_active_owner` for a change ' +
        'that would leave the team without an active owner. Audited as `changeRole`, `deactivate`, ' +
        '`activate`.',
      params: IdParams,
      body: AdminUpdateSchema.and(LanguageQuery),
      response: { 200: TeamMemberChangeAnswerSchema },
    }),
    async (request) => {
      const { member, changed: what } = await updateAdmin(
        db,
        request.params.id,
        request.body,
        principalOf(request).id,
        now(),
      );
      const key = what.includes('deactivated')
        ? 'adminDeactivated'
        : what.includes('reactivated')
          ? 'adminReactivated'
          : 'adminRoleChanged';
      return changed(request, key, member);
    },
  );

  app.put(
    '/admins/two-factor-requirement',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'Whether every admin must use two-factor sign-in',
      description:
        'Stored as the team setting `twoFactorRequired`: an admin without two-factor is then sent to ' +
        'set it up before anything else. Audited as `requireTwoFactor` or `stopRequiringTwoFactor`.',
      body: TwoFactorRequirementSchema,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await setTwoFactorRequirement(db, request.body.required, principalOf(request).id, now());
      return succeeded(request, request.body.required ? 'twoFactorNowRequired' : 'twoFactorNoLongerRequired');
    },
  );
}

/** The sign-in blocks on the Team screen, and their lifting. */
function signInBlockRoutes(app: ModuleApp, { db, database, now }: AppContext): void {
  // A lifted sign-in block must stop being answered from any process's memory (issue 33 §6).
  followLiftedBlocks(database);

  app.get(
    '/admins/sign-in-blocks',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'Current sign-in blocks (too many failed attempts)',
      description:
        'One e-mail from one address (`account`) or every sign-in from one address (`address`), ' +
        'while its 15-minute window lasts. `id` is a hash of the counter, for the lift.',
      querystring: LanguageQuery,
      response: { 200: SignInBlocksAnswerSchema },
    }),
    async () => listSignInBlocks(db, now()),
  );

  app.delete(
    '/admins/sign-in-blocks/:id',
    routeOptions({ admin: 'manageTeam' }, tags, {
      summary: 'Lift a sign-in block',
      description:
        'The counter is deleted and every API process stops refusing it at once. 404 when the block ' +
        'has ended or was lifted meanwhile. Audited as `liftSignInBlock` (the e-mail masked).',
      params: SignInBlockIdParams,
      querystring: LanguageQuery,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await liftSignInBlock(db, request.params.id, principalOf(request).id, now());
      return succeeded(request, 'signInBlockLifted');
    },
  );
}

/**
 * The invited admin's set-password page: public, the link's token is the key. Throttled per address
 * on the same counter as the vendor's page (decision 040).
 */
function invitedAdminPage(app: ModuleApp, { db, now }: AppContext): void {
  setPasswordPageRoutes(
    app,
    { db, now },
    {
      path: '/admin/set-password',
      tags,
      check: {
        summary: "Whether an admin's invitation link still works, and for which account",
        description:
          'An unknown, used, expired or replaced link, or one of a deactivated admin, answers 410 ' +
          '`password_link_invalid`. Throttled per address with the set-password routes (429).',
        response: AdminPasswordLinkAnswerSchema,
        answer: (token, at) => checkAdminPasswordLink(db, token, at),
      },
      set: {
        summary: 'Choose the password with the invitation link, and sign in',
        description:
          'The password follows the rules of every new password (400 `validation_failed` on ' +
          '`password`, the link still works). Then the link is used up and the answer carries a ' +
          'session token as the sign-in gives. 410 `password_link_invalid` as for the check.',
        signIn: async (input, at) => (await setAdminPasswordFromLink(db, input, at)).sessionToken,
      },
    },
  );
}
