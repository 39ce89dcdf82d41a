import {
  type CreateCustomFieldBody,
  type CreateGroupBody,
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_FETCH_LIMIT,
  type CustomField,
  type CustomFieldEntityKind,
  type CustomFieldGroup,
  type Property,
  type PropertyInput,
  type RequiredField,
  type UpdateCustomFieldBody,
  type UpdateGroupBody,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, silentApi } from '../../app/api';

const paths = (kind: CustomFieldEntityKind) => {
  const { prefix, records } = CUSTOM_FIELD_ENTITIES[kind];
  return {
    fields: `/${prefix}-fields`,
    groups: `/${prefix}-field-groups`,
    required: `/${prefix}-requiredfields`,
    properties: (id: number) => `/${records}/${id}/properties`,
  };
};

export const customFieldKeys = {
  all: ['custom-fields'] as const,
  kind: (kind: CustomFieldEntityKind) => [...customFieldKeys.all, kind] as const,
  definitions: (kind: CustomFieldEntityKind, archived = false) =>
    [...customFieldKeys.kind(kind), 'definitions', archived] as const,
  groups: (kind: CustomFieldEntityKind) => [...customFieldKeys.kind(kind), 'groups'] as const,
  properties: (kind: CustomFieldEntityKind, recordId: number) =>
    [...customFieldKeys.kind(kind), 'properties', recordId] as const,
};

/** The panel's definitions: the first 200 fields that are not archived (spec 2 §7, §9). */
export function useCustomFields(kind: CustomFieldEntityKind, archived = false) {
  return useQuery({
    queryKey: customFieldKeys.definitions(kind, archived),
    queryFn: ({ signal }) =>
      api.get<CustomField[]>(paths(kind).fields, {
        query: { limit: CUSTOM_FIELD_FETCH_LIMIT, isArchived: archived },
        signal,
      }),
  });
}

export function useProperties(kind: CustomFieldEntityKind, recordId: number) {
  return useQuery({
    queryKey: customFieldKeys.properties(kind, recordId),
    queryFn: ({ signal }) => api.get<Property[]>(paths(kind).properties(recordId), { signal }),
  });
}

/**
 * Saves one field's value. Silent: the panel shows the spec's own failure message. Only the saved
 * field's property is merged into the cache, so answers arriving out of order cannot undo a later edit.
 */
export async function saveProperty(
  client: QueryClient,
  kind: CustomFieldEntityKind,
  recordId: number,
  input: PropertyInput,
): Promise<void> {
  const list = await silentApi.patch<Property[]>(paths(kind).properties(recordId), input);
  const saved = list.find((p) => p.field.id === input.field.id);
  client.setQueryData<Property[]>(customFieldKeys.properties(kind, recordId), (old = []) => {
    const others = old.filter((p) => p.field.id !== input.field.id);
    return saved ? [...others, saved] : others;
  });
}

// ---- Administration --------------------------------------------------------------------------------

export function useFieldGroups(kind: CustomFieldEntityKind) {
  return useQuery({
    queryKey: customFieldKeys.groups(kind),
    queryFn: ({ signal }) => api.get<CustomFieldGroup[]>(paths(kind).groups, { signal }),
  });
}

/** Every change to definitions reloads the kind's definitions, groups and open panels. */
function useDefinitionMutation<V, R>(kind: CustomFieldEntityKind, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: customFieldKeys.kind(kind) }),
  });
}

export function useSaveField(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(
    kind,
    ({ id, body }: { id?: number; body: CreateCustomFieldBody | UpdateCustomFieldBody }) =>
      id
        ? silentApi.patch<CustomField>(`${paths(kind).fields}/${id}`, body)
        : silentApi.post<CustomField>(paths(kind).fields, body),
  );
}

export function useDeleteField(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(kind, (id: number) => api.delete(`${paths(kind).fields}/${id}`));
}

export function useSaveGroup(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(
    kind,
    ({ id, body }: { id?: number; body: CreateGroupBody | UpdateGroupBody }) =>
      id
        ? silentApi.patch<CustomFieldGroup>(`${paths(kind).groups}/${id}`, body)
        : silentApi.post<CustomFieldGroup>(paths(kind).groups, body),
  );
}

export function useDeleteGroup(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(kind, (id: number) => api.delete(`${paths(kind).groups}/${id}`));
}

export function useSortGroups(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(kind, (ids: number[]) =>
    api.patch<CustomFieldGroup[]>(`${paths(kind).groups}/sort-order`, { ids }),
  );
}

export function useSetRequired(kind: CustomFieldEntityKind) {
  return useDefinitionMutation(kind, (body: { fieldId: number; isRequired: boolean }) =>
    api.patch<RequiredField[]>(paths(kind).required, [body]),
  );
}
