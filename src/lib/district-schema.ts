import * as v from 'valibot';
import * as s from './schema';

/** One district by its id and real name (the district tables of GET /common/district). */
export const districtNameSchema = v.object({ districtId: s.int(), district: s.text() });
export type DistrictName = s.Output<typeof districtNameSchema>;
