import { z } from 'zod';
import { COMPONENT_TYPES, SORT_TYPES } from './constants.js';

/** Shown adverts (approved, unexpired, undeleted) of a brand, model or district, counted again every few minutes. */
const liveAdverts = z.number().int().describe('Shown adverts of it, counted again every few minutes');

export const districtSchema = z.object({ id: z.number().int(), name: z.string() });
export type District = z.infer<typeof districtSchema>;
/** A district as the districts lookup lists it: with its shown adverts of every category. */
export const districtListItemSchema = districtSchema.extend({ adverts: liveAdverts });
export type DistrictListItem = z.infer<typeof districtListItemSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  adverts: liveAdverts,
});
export type Brand = z.infer<typeof brandSchema>;

export const modelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The year it was released. */
  year: z.number().int(),
  adverts: liveAdverts,
});
export type Model = z.infer<typeof modelSchema>;

export const sortOptionSchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(SORT_TYPES) });
export type SortOption = z.infer<typeof sortOptionSchema>;

export const simProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  /** Its mobile codes, e.g. ["50", "51", "10"]: a number with one of them is sold as this provider's (sim-operator.ts). */
  prefixes: z.array(z.string()),
});
export type SimProvider = z.infer<typeof simProviderSchema>;

export const componentSchema = z.object({
  id: z.number().int(),
  type: z.enum(COMPONENT_TYPES),
  capacity: z.string(),
});
export type Component = z.infer<typeof componentSchema>;

export const districtListSchema = z.array(districtListItemSchema);
export const brandListSchema = z.array(brandSchema);
export const modelListSchema = z.array(modelSchema);
export const sortOptionListSchema = z.array(sortOptionSchema);
export const simProviderListSchema = z.array(simProviderSchema);
export const componentListSchema = z.array(componentSchema);
export const accessoryTypeListSchema = z.array(z.string());

/** Contact lines of the footer, About Us and contact pages; values come from server configuration. */
export const siteInfoSchema = z.object({ contactPhone: z.string(), mapUrl: z.string(), taxId: z.string() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;
