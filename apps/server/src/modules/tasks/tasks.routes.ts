import type { WorkOwnerKind } from '@fieldline/contracts/checklists/checklists.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createTaskBodySchema,
  createTaskTemplateBodySchema,
  taskListBodySchema,
  taskListFromTemplateBodySchema,
  taskTemplateQuerySchema,
  taskTemplateSchema,
  updateTaskBodySchema,
  updateTaskTemplateBodySchema,
  workTaskSchema,
} from '@fieldline/contracts/tasks/tasks.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as templates from './task-templates.service';
import * as tasks from './tasks.service';

const tags = ['tasks'];
const positive = z.coerce.number().check(z.int32()).positive();
const taskParams = z.object({ id: positive, taskId: positive });
const templateParams = z.object({ id: positive, tid: positive });

/** Bids' tasks need the Bids permission, jobs' the Jobs one (like their line items). */
const OWNERS: { kind: WorkOwnerKind; base: string; permission: number }[] = [
  { kind: 'Bid', base: 'bids', permission: Permission.Bids },
  { kind: 'Job', base: 'jobs', permission: Permission.Jobs },
  { kind: 'Contract', base: 'contracts', permission: Permission.Contracts },
];

export async function taskRoutes(app: FastifyInstance) {
  const read = { permission: Permission.Tasks, level: 1 } as const;
  const full = { permission: Permission.Tasks, level: 2 } as const;
  route(app, {
    method: 'GET',
    url: '/v1/tasktemplates',
    access: read,
    tags,
    query: taskTemplateQuerySchema,
    response: z.array(taskTemplateSchema),
    handler: ({ db, query }) => templates.listTemplates(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasktemplates/:id',
    access: read,
    tags,
    params: idParams,
    response: taskTemplateSchema,
    handler: ({ db, params }) => templates.getTemplate(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/tasktemplates',
    access: full,
    tags,
    status: 201,
    body: createTaskTemplateBodySchema,
    response: taskTemplateSchema,
    handler: (ctx) => templates.createTemplate(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tasktemplates/:id',
    access: full,
    tags,
    params: idParams,
    body: updateTaskTemplateBodySchema,
    response: taskTemplateSchema,
    handler: (ctx) => templates.updateTemplate(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tasktemplates/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => templates.deleteTemplate(ctx),
  });

  for (const { kind, base, permission } of OWNERS) {
    const ownerRead = { permission, level: 1 } as const;
    const ownerFull = { permission, level: 2 } as const;
    route(app, {
      method: 'GET',
      url: `/v1/${base}/:id/tasks`,
      access: ownerRead,
      tags,
      params: idParams,
      response: z.array(workTaskSchema),
      handler: ({ db, params }) => tasks.ownerTasks(db, kind, params.id),
    });
    route(app, {
      method: 'GET',
      url: `/v1/${base}/:id/tasks/:taskId`,
      access: ownerRead,
      tags,
      params: taskParams,
      response: workTaskSchema,
      handler: ({ db, params }) => tasks.getTask(db, kind, params.id, params.taskId),
    });
    route(app, {
      method: 'POST',
      url: `/v1/${base}/:id/tasks`,
      access: ownerFull,
      tags,
      status: 201,
      params: idParams,
      body: createTaskBodySchema,
      response: workTaskSchema,
      handler: (ctx) => tasks.createTask(kind, ctx),
    });
    route(app, {
      method: 'PATCH',
      url: `/v1/${base}/:id/tasks/:taskId`,
      access: ownerFull,
      tags,
      params: taskParams,
      body: updateTaskBodySchema,
      response: workTaskSchema,
      handler: (ctx) => tasks.updateTask(kind, ctx),
    });
    route(app, {
      method: 'DELETE',
      url: `/v1/${base}/:id/tasks/:taskId`,
      access: ownerFull,
      tags,
      status: 204,
      params: taskParams,
      handler: (ctx) => tasks.deleteTask(kind, ctx),
    });
    route(app, {
      method: 'POST',
      url: `/v1/${base}/:id/taskList`,
      access: ownerFull,
      tags,
      status: 201,
      params: idParams,
      body: taskListBodySchema,
      response: z.array(workTaskSchema),
      handler: (ctx) => tasks.addTaskList(kind, ctx),
    });
    route(app, {
      method: 'POST',
      url: `/v1/${base}/:id/taskList/templates/:tid`,
      access: ownerFull,
      tags,
      status: 201,
      params: templateParams,
      body: taskListFromTemplateBodySchema,
      response: z.array(workTaskSchema),
      handler: (ctx) => tasks.addTemplateTasks(kind, ctx),
    });
  }
}
