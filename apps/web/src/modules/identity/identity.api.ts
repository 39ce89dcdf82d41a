import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { PERMISSIONS } from '@fieldline/contracts/common/permissions';
import type {
  ApiToken,
  CreateRoleBody,
  CreateUserBody,
  createdApiTokenSchema,
  derivedPermissionSchema,
  permissionCategorySchema,
  Role,
  UpdateRoleBody,
  UpdateUserBody,
  User,
} from '@fieldline/contracts/identity/identity.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, silentApi } from '../../app/api';
import { currentUserKey } from '../../app/auth/AuthProvider';

export type DerivedPermission = z.infer<typeof derivedPermissionSchema>;
export type PermissionCategoryWithPermissions = z.infer<typeof permissionCategorySchema>;
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export interface UserFilters {
  query?: string;
  isActive?: 'true' | 'false';
  roleId?: number;
  officeId?: number;
  offset: number;
  limit: number;
}

export const identityKeys = {
  all: ['identity'] as const,
  users: () => [...identityKeys.all, 'users'] as const,
  userList: (filters: UserFilters) => [...identityKeys.users(), 'list', filters] as const,
  user: (id: number) => [...identityKeys.users(), 'detail', id] as const,
  derivedPermissions: (id: number) => [...identityKeys.user(id), 'derived'] as const,
  roles: () => [...identityKeys.all, 'roles'] as const,
  role: (id: number) => [...identityKeys.roles(), id] as const,
  permissionCategories: () => [...identityKeys.all, 'permission-categories'] as const,
  apiTokens: () => [...identityKeys.all, 'api-tokens'] as const,
};

export function useUsers(filters: UserFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: identityKeys.userList(filters),
    queryFn: ({ signal }) => api.get<SearchResult<User>>('/users', { query: { ...filters }, signal }),
    // Paging and typing keep the old rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: identityKeys.user(id),
    queryFn: ({ signal }) => api.get<User>(`/users/${id}`, { signal }),
  });
}

export function useDerivedPermissions(id: number) {
  return useQuery({
    queryKey: identityKeys.derivedPermissions(id),
    queryFn: ({ signal }) => api.get<DerivedPermission[]>(`/users/${id}/derivedPermissions`, { signal }),
  });
}

function useUserSaved() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(identityKeys.user(user.id), user);
    void queryClient.invalidateQueries({ queryKey: identityKeys.users() });
    void queryClient.invalidateQueries({ queryKey: identityKeys.roles() });
    // Editing yourself can change your own roles and therefore your menus.
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  };
}

export function useCreateUser() {
  const onSaved = useUserSaved();
  return useMutation({
    mutationFn: (body: CreateUserBody) => silentApi.post<User>('/users', body),
    onSuccess: onSaved,
  });
}

/** `quiet` keeps failures out of the notification area for forms that show them inline. */
export function useUpdateUser(id: number, options: { quiet?: boolean } = {}) {
  const onSaved = useUserSaved();
  const client = options.quiet ? silentApi : api;
  return useMutation({
    mutationFn: (body: UpdateUserBody) => client.patch<User>(`/users/${id}`, body),
    onSuccess: onSaved,
  });
}

export function useResetPassword(id: number) {
  return useMutation({
    mutationFn: (password: string) => silentApi.post<void>(`/users/${id}/password`, { password }),
  });
}

export function useRoles(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: identityKeys.roles(),
    queryFn: ({ signal }) => api.get<Role[]>('/roles', { signal }),
    enabled: options.enabled ?? true,
  });
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: identityKeys.role(id ?? 0),
    queryFn: ({ signal }) => api.get<Role>(`/roles/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleBody | UpdateRoleBody) =>
      id === null ? silentApi.post<Role>('/roles', body) : silentApi.patch<Role>(`/roles/${id}`, body),
    onSuccess: (role) => {
      queryClient.setQueryData(identityKeys.role(role.id), role);
      void queryClient.invalidateQueries({ queryKey: identityKeys.roles(), exact: true });
      void queryClient.invalidateQueries({ queryKey: identityKeys.users() });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}

export function usePermissionCategories() {
  return useQuery({
    queryKey: identityKeys.permissionCategories(),
    queryFn: async ({ signal }) => {
      const categories = await api.get<PermissionCategoryWithPermissions[]>('/permission-categories', {
        signal,
      });
      // The catalogue is shared with the server, so it can fill in a category sent without its list.
      return categories.map((c) => ({
        ...c,
        permissions: c.permissions ?? PERMISSIONS.filter((p) => p.categoryId === c.id),
      }));
    },
    staleTime: Infinity,
  });
}

export function useApiTokens() {
  return useQuery({
    queryKey: identityKeys.apiTokens(),
    queryFn: ({ signal }) => api.get<ApiToken[]>('/api-tokens', { signal }),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; userId: number; expiresDate?: string | null }) =>
      silentApi.post<CreatedApiToken>('/api-tokens', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: identityKeys.apiTokens() }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api-tokens/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: identityKeys.apiTokens() }),
  });
}
