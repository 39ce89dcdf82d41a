import { z } from 'zod';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(200);
export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254);
const nameSchema = z.string().trim().min(1, 'Required').max(100);

export const accessLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const permissionGrantSchema = z.object({ id: z.int32(), accessLevel: accessLevelSchema });
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

export const officeRefSchema = z.object({ id: z.int32(), name: z.string() });
export const roleRefSchema = z.object({ id: z.int32(), name: z.string() });

export const userSchema = z
  .object({
    id: z.int32(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    title: z.string().nullable(),
    phone: z.string().nullable(),
    isActive: z.boolean(),
    defaultOfficeId: z.int32().nullable(),
    lastSignInDate: z.string().nullable(),
    roles: z.array(roleRefSchema),
    offices: z.array(officeRefSchema),
  })
  .extend(auditFieldsSchema.shape);
export type User = z.infer<typeof userSchema>;

export const currentUserSchema = userSchema.extend({
  permissions: z.array(permissionGrantSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Required').max(200),
});
export const loginResultSchema = z.object({ token: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const createUserBodySchema = z.object({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  title: z.string().trim().max(100).nullish(),
  phone: z.string().trim().max(30).nullish(),
  password: passwordSchema,
  roleIds: z.array(z.int32().positive()).default([]),
  officeIds: z.array(z.int32().positive()).default([]),
  defaultOfficeId: z.int32().positive().nullish(),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const updateUserBodySchema = z.object({
  email: emailSchema.optional(),
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  title: z.string().trim().max(100).nullish(),
  phone: z.string().trim().max(30).nullish(),
  isActive: z.boolean().optional(),
  roleIds: z.array(z.int32().positive()).optional(),
  officeIds: z.array(z.int32().positive()).optional(),
  defaultOfficeId: z.int32().positive().nullish(),
  version: z.int32().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const resetPasswordBodySchema = z.object({ password: passwordSchema });
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: passwordSchema,
});

export const userSearchQuerySchema = searchQuerySchema.extend({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  roleId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});

export const checkAccessBodySchema = z.union([
  z.array(z.coerce.number().check(z.int32())).max(500),
  z.object({ permissionIds: z.array(z.coerce.number().check(z.int32())).max(500) }),
]);
export const checkAccessResultSchema = z.array(z.object({ id: z.int32(), accessLevel: accessLevelSchema }));

export const derivedPermissionSchema = z.object({
  id: z.int32(),
  name: z.string(),
  categoryId: z.int32(),
  accessLevel: accessLevelSchema,
  /** Roles granting this level. */
  grantedBy: z.array(roleRefSchema),
});

export const roleSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    description: z.string().nullable(),
    isSystem: z.boolean(),
    userCount: z.int32(),
    permissions: z.array(permissionGrantSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Role = z.infer<typeof roleSchema>;

export const createRoleBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(500).nullish(),
  permissions: z.array(permissionGrantSchema).default([]),
});
export type CreateRoleBody = z.input<typeof createRoleBodySchema>;
// No default for permissions here: zod 4 applies defaults inside .partial(), so a PATCH without permissions
// would otherwise arrive as `permissions: []` and strip the role of every grant.
export const updateRoleBodySchema = createRoleBodySchema
  .extend({ permissions: z.array(permissionGrantSchema) })
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

export const permissionSchema = z.object({
  id: z.int32(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.int32(),
});
export const permissionCategorySchema = z.object({
  id: z.int32(),
  name: z.string(),
  permissions: z.array(permissionSchema).optional(),
});

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.int32(),
  userDisplayName: z.string(),
  createdDate: z.string(),
  lastUsedDate: z.string().nullable(),
  expiresDate: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  userId: z.int32().positive(),
  expiresDate: z.string().date().nullish(),
});
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });

export const tokenInfoSchema = z.object({
  sessionId: z.string(),
  kind: z.enum(['session', 'api']),
  userId: z.int32(),
  email: z.string(),
  displayName: z.string(),
  createdDate: z.string(),
  expiresDate: z.string().nullable(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
export const ACCOUNT_INACTIVE = 'This account has been deactivated. Ask an administrator to reactivate it.';
export const LAST_ADMIN = 'At least one active user must keep full access to Roles and Users.';
