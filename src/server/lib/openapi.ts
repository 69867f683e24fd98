import { z } from 'zod';

/** The one error shape (lib/http-errors.ts), described for the OpenAPI document and typed clients. */
export const ErrorResponseSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .meta({ id: 'Error' });

/** A JSON response entry for createRoute. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body for createRoute. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
