import {
  authenticateRequestSchema,
  codeSentSchema,
  confirmRequestSchema,
  confirmResultSchema,
  currentUserSchema,
  messageSchema,
  registerRequestSchema,
  tokenPairSchema,
} from '@zeng/contract/auth';
import { text } from '@zeng/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_BODY_LIMIT_BYTES } from '../../lib/body-limits.js';
import { requireUser, sessionIdOf, userOf } from '../../plugins/authenticate.js';
import type { AuthService } from './service.js';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Header schemas keep the other headers: the validated object replaces request.headers. */
const refreshHeader = z.looseObject({
  refreshtoken: text().optional().describe('The refresh token as "Bearer <token>" (header name refreshToken)'),
});

/** Sign-up and login by SMS code, and the session calls (docs/api.md, "Browsing and accounts"). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/register',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Send a sign-up code; the account is created when the code is confirmed',
        body: registerRequestSchema,
        response: { 200: codeSentSchema },
      },
    },
    async (request) => auth.register(request.body, request.ip),
  );

  app.post(
    '/auth/authenticate',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Send a login code to the number of an existing account',
        body: authenticateRequestSchema,
        response: { 200: codeSentSchema },
      },
    },
    async (request) => auth.authenticate(request.body.phoneNumber, request.ip),
  );

  app.post(
    '/auth/confirm',
    {
      bodyLimit: AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Confirm a code and start a session',
        body: confirmRequestSchema,
        response: { 200: confirmResultSchema },
      },
    },
    async (request) => auth.confirm(request.body.phoneNumber, request.body.confirmCode, request.ip),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (each refresh token works once)',
        headers: refreshHeader,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => auth.refresh(request.headers.refreshtoken),
  );

  app.get(
    '/auth',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The signed-in person', security: bearer, response: { 200: currentUserSchema } },
    },
    async (request) => auth.currentUser(userOf(request)),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'End the session (the refresh token stops working)',
        security: bearer,
        headers: refreshHeader,
        response: { 200: messageSchema },
      },
    },
    async (request) => auth.logout(userOf(request), request.headers.refreshtoken, await sessionIdOf(request)),
  );
};
