import type { TPermissionContext, TUserInit } from '@portal/domain';

/** The permission context of the domain rules (permissions.ts) for the user in the active licence. */
export function permissionContextOf(userInit: TUserInit): TPermissionContext {
  return {
    role: userInit.Role,
    preset: userInit.Preset,
    kind: userInit.Kind,
    families: userInit.Families,
    permissions: userInit.Permissions,
    features: userInit.Features,
    readOnly: userInit.ReadOnly,
  };
}
