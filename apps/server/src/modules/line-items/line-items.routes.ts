import type { PermissionId } from '@fieldline/contracts/common/permissions';
import {
  addLineItemBodySchema,
  alternateBodySchema,
  collectionPatchSchema,
  createGroupBodySchema,
  equipmentPropertyBodySchema,
  equipmentPropertySchema,
  groupSortBodySchema,
  type LineItemKind,
  lineEquipmentBodySchema,
  lineItemCollectionSchema,
  lineItemGroupSchema,
  lineItemSchema,
  lineNoteBodySchema,
  moveLineBodySchema,
  updateGroupBodySchema,
  updateLineItemBodySchema,
} from '@fieldline/contracts/line-items/line-items.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { costRoute } from './line-items.costs';
import * as extras from './line-items.extras';
import * as groups from './line-items.groups';
import { lineItemOwner, lineItemOwnerKinds } from './line-items.owners';
import * as service from './line-items.service';

const id = z.coerce.number().check(z.int32()).positive();
const ownerParams = z.object({ id });
const lineParams = z.object({ id, itemId: id });
const groupParams = z.object({ id, gid: id });
const propertyParams = z.object({ id, itemId: id, pid: id });

/**
 * The line-item routes of one owner kind under /v1/{base}/{id}/items and /item-groups. Their answers
 * leave costs out for users without the Costs permission (costRoute).
 */
function ownerRoutes(app: FastifyInstance, kind: LineItemKind) {
  const owner = lineItemOwner(kind);
  if (!owner) return;
  const permission = owner.permissionId as PermissionId;
  const read = { permission, level: 1 as const };
  const full = { permission, level: 2 as const };
  const base = `/v1/${owner.base}/:id`;
  const items = `${base}/items`;
  const line = `${items}/:itemId`;
  const tags = [`${owner.base} line items`];
  const actor = (c: { db: service.Actor['db']; user: { id: number } }) => ({ db: c.db, userId: c.user.id });

  costRoute(app, {
    method: 'GET',
    url: items,
    access: read,
    tags,
    params: ownerParams,
    response: lineItemCollectionSchema,
    handler: (c) => service.getCollection(c.db, kind, c.params.id, c.user.id),
  });
  costRoute(app, {
    method: 'PATCH',
    url: items,
    access: full,
    tags,
    params: ownerParams,
    body: collectionPatchSchema,
    response: lineItemCollectionSchema,
    handler: (c) => service.patchCollection(actor(c), kind, c.params.id, c.body),
  });
  costRoute(app, {
    method: 'POST',
    url: items,
    access: full,
    tags,
    status: 201,
    params: ownerParams,
    body: addLineItemBodySchema,
    response: lineItemSchema,
    handler: (c) => service.addLine(actor(c), kind, c.params.id, c.body),
  });
  costRoute(app, {
    method: 'POST',
    url: `${items}/calculatetaxandtotal`,
    access: full,
    tags,
    params: ownerParams,
    response: lineItemCollectionSchema,
    handler: (c) => service.calculateTaxAndTotal(actor(c), kind, c.params.id),
  });
  costRoute(app, {
    method: 'GET',
    url: line,
    access: read,
    tags,
    params: lineParams,
    response: lineItemSchema,
    handler: (c) => extras.readLineOf(actor(c), kind, c.params.id, c.params.itemId),
  });
  costRoute(app, {
    method: 'PATCH',
    url: line,
    access: full,
    tags,
    params: lineParams,
    body: updateLineItemBodySchema,
    response: lineItemSchema,
    handler: (c) => service.updateLine(actor(c), kind, c.params.id, c.params.itemId, c.body),
  });
  costRoute(app, {
    method: 'DELETE',
    url: line,
    access: full,
    tags,
    status: 204,
    params: lineParams,
    handler: (c) => service.deleteLine(actor(c), kind, c.params.id, c.params.itemId),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${line}/notes`,
    access: owner.ownWork ? { ...full, own: owner.ownWork } : full,
    tags,
    params: lineParams,
    body: lineNoteBodySchema,
    response: lineItemSchema,
    handler: (c) => service.setNote(actor(c), kind, c.params.id, c.params.itemId, c.body.note),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${line}/equipment`,
    access: full,
    tags,
    params: lineParams,
    body: lineEquipmentBodySchema,
    response: lineItemSchema,
    handler: (c) => service.setEquipment(actor(c), kind, c.params.id, c.params.itemId, c.body.equipmentId),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${line}/move`,
    access: full,
    tags,
    params: lineParams,
    body: moveLineBodySchema,
    response: lineItemCollectionSchema,
    handler: (c) => groups.moveLine(actor(c), kind, c.params.id, c.params.itemId, c.body.direction),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${line}/alternate`,
    access: full,
    tags,
    params: lineParams,
    body: alternateBodySchema,
    response: lineItemSchema,
    handler: (c) => service.replaceWithAlternate(actor(c), kind, c.params.id, c.params.itemId, c.body),
  });

  const props = `${line}/equipmentproperties`;
  costRoute(app, {
    method: 'GET',
    url: props,
    access: read,
    tags,
    params: lineParams,
    response: z.array(equipmentPropertySchema),
    handler: (c) => extras.listProperties(actor(c), kind, c.params.id, c.params.itemId),
  });
  costRoute(app, {
    method: 'POST',
    url: props,
    access: full,
    tags,
    status: 201,
    params: lineParams,
    body: equipmentPropertyBodySchema,
    response: equipmentPropertySchema,
    handler: (c) => extras.createProperty(actor(c), kind, c.params.id, c.params.itemId, c.body),
  });
  costRoute(app, {
    method: 'GET',
    url: `${props}/:pid`,
    access: read,
    tags,
    params: propertyParams,
    response: equipmentPropertySchema,
    handler: (c) => extras.getProperty(actor(c), kind, c.params.id, c.params.itemId, c.params.pid),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${props}/:pid`,
    access: full,
    tags,
    params: propertyParams,
    body: equipmentPropertyBodySchema,
    response: equipmentPropertySchema,
    handler: (c) => extras.updateProperty(actor(c), kind, c.params.id, c.params.itemId, c.params.pid, c.body),
  });
  costRoute(app, {
    method: 'DELETE',
    url: `${props}/:pid`,
    access: full,
    tags,
    status: 204,
    params: propertyParams,
    handler: (c) => extras.deleteProperty(actor(c), kind, c.params.id, c.params.itemId, c.params.pid),
  });

  const groupsUrl = `${base}/item-groups`;
  costRoute(app, {
    method: 'GET',
    url: groupsUrl,
    access: read,
    tags,
    params: ownerParams,
    response: z.array(lineItemGroupSchema),
    handler: (c) => groups.listGroupsOf(actor(c), kind, c.params.id),
  });
  costRoute(app, {
    method: 'POST',
    url: groupsUrl,
    access: full,
    tags,
    status: 201,
    params: ownerParams,
    body: createGroupBodySchema,
    response: lineItemGroupSchema,
    handler: (c) => groups.createGroup(actor(c), kind, c.params.id, c.body),
  });
  costRoute(app, {
    method: 'GET',
    url: `${groupsUrl}/:gid`,
    access: read,
    tags,
    params: groupParams,
    response: lineItemGroupSchema,
    handler: (c) => groups.getGroup(actor(c), kind, c.params.id, c.params.gid),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${groupsUrl}/:gid`,
    access: full,
    tags,
    params: groupParams,
    body: updateGroupBodySchema,
    response: lineItemGroupSchema,
    handler: (c) => groups.updateGroup(actor(c), kind, c.params.id, c.params.gid, c.body),
  });
  costRoute(app, {
    method: 'DELETE',
    url: `${groupsUrl}/:gid`,
    access: full,
    tags,
    status: 204,
    params: groupParams,
    handler: (c) => groups.deleteGroup(actor(c), kind, c.params.id, c.params.gid),
  });
  costRoute(app, {
    method: 'PATCH',
    url: `${groupsUrl}/:gid/sort-order`,
    access: full,
    tags,
    params: groupParams,
    body: groupSortBodySchema,
    response: lineItemGroupSchema,
    handler: (c) => groups.sortGroup(actor(c), kind, c.params.id, c.params.gid, c.body.displayOrder),
  });
}

export async function lineItemRoutes(app: FastifyInstance) {
  for (const kind of lineItemOwnerKinds()) ownerRoutes(app, kind);
}
