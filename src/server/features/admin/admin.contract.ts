import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  CatalogueImportResultSchema,
  CatalogueImportSchema,
} from '../../../shared/schemas/catalogue-import';
import { maxBodyBytes, MB } from '../../lib/body-limit';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import {
  OpeningStateSchema,
  ProgramOpeningSchema,
  SetOpeningSchema,
} from '../../../shared/schemas/registration';
import { serialParam } from '../../lib/ids';
import { activityNotFound } from '../../lib/refusals';
import { IssueGiftCardsSchema, IssuedGiftCardsSchema } from './gift-card-admin.schema';

/**
 * Operations for the command-line tools (`npm run catalogue:import`, `npm run seed`,
 * `npm run giftcards`) while the server holds the embedded database. The bearer is the data
 * folder's admin-secret (the adminBearer security scheme).
 */

const security = [{ adminBearer: [] }];
const errors = {
  400: {
    description: 'Invalid file',
    content: { 'application/json': { schema: ErrorResponseSchema } },
  },
  401: {
    description: 'Missing or wrong admin secret',
    content: { 'application/json': { schema: ErrorResponseSchema } },
  },
};

export const importRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue/import',
  tags: ['admin'],
  summary: 'Import a catalogue file (all or nothing)',
  security,
  middleware: [maxBodyBytes(20 * MB)] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: CatalogueImportSchema } } },
  },
  responses: {
    200: {
      description: 'Rows created and updated',
      content: { 'application/json': { schema: CatalogueImportResultSchema } },
    },
    ...errors,
    409: {
      description: 'The database refused a row; nothing was imported',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});

const DemoSeedResultSchema = z
  .object({ providers: z.number(), inserted: z.number(), upcoming: z.number() })
  .meta({ id: 'DemoSeedResult' });

export const seedRoute = createRoute({
  method: 'post',
  path: '/admin/catalogue/seed',
  tags: ['admin'],
  summary: 'Top up the demo catalogue to today + 60 days',
  security,
  responses: {
    200: {
      description: 'Demo providers, activities inserted, activities upcoming',
      content: { 'application/json': { schema: DemoSeedResultSchema } },
    },
    401: errors[401],
  },
});

export const issueGiftCardsRoute = createRoute({
  method: 'post',
  path: '/admin/gift-cards',
  tags: ['admin'],
  summary: 'Issue new gift card codes',
  security,
  request: jsonBody(IssueGiftCardsSchema),
  responses: {
    201: json(IssuedGiftCardsSchema, 'The new codes (normalised; print them grouped)'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    401: json(ErrorResponseSchema, 'Missing or wrong admin secret'),
  },
});

export const setOpeningRoute = createRoute({
  method: 'put',
  path: '/admin/activities/{id}/registration',
  tags: ['admin'],
  summary: 'Set when a program opens for booking (decision 061), or open it now with null',
  description:
    'opensAt is the wall clock where the program is, as session times are. mode chooses a waiting line (the default) or a lottery drawn at opensAt (decision 063); left out, it stays as it was. Parents who asked to be reminded are reminded of the new time.',
  security,
  request: {
    params: z.object({ id: serialParam(activityNotFound) }),
    ...jsonBody(SetOpeningSchema),
  },
  responses: {
    200: json(ProgramOpeningSchema, 'The opening now'),
    400: json(ErrorResponseSchema, 'validation_failed'),
    401: json(ErrorResponseSchema, 'Missing or wrong admin secret'),
    404: json(ErrorResponseSchema, 'activity_not_found'),
    409: json(ErrorResponseSchema, 'registration_drawn: the mode cannot change after the draw'),
    422: json(ErrorResponseSchema, 'opening_after_start: it must open before its first session'),
  },
});

export const openingStateRoute = createRoute({
  method: 'get',
  path: '/admin/activities/{id}/registration',
  tags: ['admin'],
  summary: "A program's opening and its line: the draw, and families waiting, let in, booked…",
  description:
    'Families in each state: waiting, admitted (let in, paying), booked, timed_out (let in, did not pay in time), waitlisted (the places ran out) and refused (their booking could not be made).',
  security,
  request: { params: z.object({ id: serialParam(activityNotFound) }) },
  responses: {
    200: json(OpeningStateSchema, 'The opening and its line'),
    401: json(ErrorResponseSchema, 'Missing or wrong admin secret'),
    404: json(ErrorResponseSchema, 'activity_not_found'),
  },
});
