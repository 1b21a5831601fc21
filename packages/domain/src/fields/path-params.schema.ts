import { z } from 'zod'
import { offerIdParamSchema, uuidSchema } from './fields.schema.ts'

/*
 * The path parameters the endpoints share: offers have numeric ids, every other resource a UUID. Apart from
 * fields.schema.ts so that the pages loading those field rules (the landing forms) do not carry these objects too
 * (docs/decisions/1730-one-declaration-per-endpoint.md).
 */
export const offerParamsSchema = z.object({ id: offerIdParamSchema })
export const idParamsSchema = z.object({ id: uuidSchema })
