/** Answer schemas of this feature's calls (loaded with the first call: zod is not in the entry). */
import { z } from 'zod';
import { ZDetailDefinitionItem, ZDetailSet, ZInfoWidget, ZInfoWidgetDeleteResult, ZInfoWidgetImage, ZPermissionTemplate } from '@portal/domain';

export const ZDetailSets = z.array(ZDetailSet);
export const ZDetailDefinitions = z.array(ZDetailDefinitionItem);
export const ZPermissionTemplates = z.array(ZPermissionTemplate);
export const ZInfoWidgetImages = z.array(ZInfoWidgetImage);
export const ZBranches = z.array(z.object({ Spartenkuerzel: z.string(), Spartenbezeichnung: z.string().nullable() }));
export { ZDetailDefinitionItem, ZDetailSet, ZInfoWidget, ZInfoWidgetDeleteResult, ZInfoWidgetImage, ZPermissionTemplate };
