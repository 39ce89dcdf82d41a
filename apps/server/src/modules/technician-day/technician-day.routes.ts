import { Permission } from '@fieldline/contracts/common/permissions';
import { MAX_DATA_URL_LENGTH } from '@fieldline/contracts/documents/documents.contract';
import {
  dayJobParamsSchema,
  dayMaterialBodySchema,
  dayMaterialSchema,
  dayNoteBodySchema,
  dayNoteSchema,
  dayPhotoBodySchema,
  dayPhotoSchema,
  dayTaskBodySchema,
  dayTaskParamsSchema,
  dayTaskSchema,
  TECHNICIAN_DAY_MESSAGES as M,
  technicianDayQuerySchema,
  technicianDaySchema,
  workEntrySchema,
} from '@fieldline/contracts/technician-day/technician-day.contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../platform/errors';
import { type Access, route } from '../../platform/http/route';
import { jobWorkRecord } from '../jobs';
import * as actions from './technician-day.actions';
import { technicianDay } from './technician-day.read';

const tags = ['technician day'];
/** Reading the day: Jobs read (technicians have it); another user's day needs full Jobs access. */
const read: Access = { permission: Permission.Jobs, level: 1 };
/** Every action is job work: full Jobs access, or a technician's own work on a job of theirs. */
const work = jobWorkRecord;

export async function technicianDayRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/technician-day',
    access: read,
    tags,
    summary: "The technician's day: visits in order with everything the phone page shows, in one answer",
    query: technicianDayQuerySchema,
    response: technicianDaySchema,
    handler: ({ db, user, query, level }) => {
      const userId = query.userId ?? user.id;
      if (userId !== user.id && level(Permission.Jobs) < 2) throw forbidden(M.otherDay);
      return technicianDay(db, userId, query.date);
    },
  });
  const job = '/v1/technician-day/jobs/:id';
  route(app, {
    method: 'POST',
    url: `${job}/start`,
    access: work,
    tags,
    status: 201,
    params: dayJobParamsSchema,
    response: workEntrySchema,
    handler: (ctx) => actions.startWork(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${job}/end`,
    access: work,
    tags,
    params: dayJobParamsSchema,
    response: workEntrySchema,
    handler: (ctx) => actions.endWork(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${job}/notes`,
    access: work,
    tags,
    status: 201,
    params: dayJobParamsSchema,
    body: dayNoteBodySchema,
    response: dayNoteSchema,
    handler: (ctx) => actions.addNote(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${job}/photos`,
    access: work,
    tags,
    status: 201,
    bodyLimit: MAX_DATA_URL_LENGTH + 1024 * 1024,
    params: dayJobParamsSchema,
    body: dayPhotoBodySchema,
    response: dayPhotoSchema,
    handler: (ctx) => actions.addPhoto(ctx, app.platform.files),
  });
  route(app, {
    method: 'POST',
    url: `${job}/materials`,
    access: work,
    tags,
    status: 201,
    params: dayJobParamsSchema,
    body: dayMaterialBodySchema,
    response: dayMaterialSchema,
    handler: (ctx) => actions.addMaterial(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: `${job}/tasks/:taskId`,
    access: work,
    tags,
    params: dayTaskParamsSchema,
    body: dayTaskBodySchema,
    response: dayTaskSchema,
    handler: (ctx) => actions.tickTask(ctx, ctx.body.selected),
  });
}
