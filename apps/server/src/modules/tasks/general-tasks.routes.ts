import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createGeneralTaskBodySchema,
  createTemplateTaskBodySchema,
  generalTaskSchema,
  taskCountsSchema,
  taskGroupSchemas,
  taskSearchQuerySchema,
  taskStatusSchemas,
  taskTemplateCategorySchemas,
  taskTemplateSearchQuerySchema,
  taskTypeSchemas,
  taskUserParamsSchema,
  templateTaskParamsSchema,
  templateTaskSchema,
  updateGeneralTaskBodySchema,
  updateTemplateTaskBodySchema,
} from '@fieldline/contracts/tasks/general-tasks.contract';
import { taskTemplateSchema } from '@fieldline/contracts/tasks/tasks.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeListRoutes } from '../../platform/code-lists/code-list.routes';
import { idParams, route } from '../../platform/http/route';
import * as read from './general-tasks.read';
import * as write from './general-tasks.write';
import { taskGroupKind, taskStatusKind, taskTemplateCategoryKind, taskTypeKind } from './task-lists.kinds';
import * as templates from './task-templates.service';

const tags = ['tasks'];
const reader = { permission: Permission.Tasks, level: 1 } as const;
const full = { permission: Permission.Tasks, level: 2 } as const;

/**
 * General tasks (spec 1 §7.15). Reads, "view" and updates are open to anyone signed in: without the Tasks
 * permission a user sees only the tasks assigned to them or that they are a member or subscriber of, and
 * changes only those assigned to them or that they are a member of. Creating, deleting and members need Tasks full.
 */
export async function generalTaskRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/tasks/search',
    access: 'signedIn',
    tags,
    query: taskSearchQuerySchema,
    response: searchResultSchema(generalTaskSchema),
    handler: (ctx) => read.searchGeneralTasks(ctx.db, ctx.query, read.viewerOf(ctx)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasks/search/count',
    access: 'signedIn',
    tags,
    query: taskSearchQuerySchema,
    response: countResultSchema,
    handler: (ctx) => read.countGeneralTasks(ctx.db, ctx.query, read.viewerOf(ctx)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasks/count',
    access: 'signedIn',
    tags,
    summary: "The signed-in user's tasks: open, overdue, due today and unviewed",
    response: taskCountsSchema,
    handler: (ctx) => read.myTaskCounts(ctx.db, ctx.user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasks/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: generalTaskSchema,
    handler: (ctx) => read.getGeneralTask(ctx.db, ctx.params.id, read.viewerOf(ctx)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/tasks',
    access: full,
    tags,
    status: 201,
    body: createGeneralTaskBodySchema,
    response: generalTaskSchema,
    handler: (ctx) => write.createGeneralTask(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tasks/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => write.deleteGeneralTask(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tasks/:id/view',
    access: 'signedIn',
    tags,
    params: idParams,
    response: generalTaskSchema,
    handler: (ctx) => write.viewGeneralTask(ctx),
  });
  for (const url of ['/v1/tasks/:id', '/v1/tasks/:id/update']) {
    route(app, {
      method: 'PATCH',
      url,
      access: 'signedIn',
      tags,
      params: idParams,
      body: updateGeneralTaskBodySchema,
      response: generalTaskSchema,
      handler: (ctx) => write.updateGeneralTask(ctx),
    });
  }
  for (const kind of ['members', 'subscribers'] as const) {
    route(app, {
      method: 'POST',
      url: `/v1/tasks/:id/${kind}/:userId`,
      access: full,
      tags,
      status: 201,
      params: taskUserParamsSchema,
      response: generalTaskSchema,
      handler: (ctx) => write.addTaskPerson(kind, ctx),
    });
    route(app, {
      method: 'DELETE',
      url: `/v1/tasks/:id/${kind}/:userId`,
      access: full,
      tags,
      status: 204,
      params: taskUserParamsSchema,
      handler: (ctx) => write.removeTaskPerson(kind, ctx),
    });
  }

  const lists = [
    { base: '/v1/tasks/types', kind: taskTypeKind, schemas: taskTypeSchemas, tag: 'task types' },
    { base: '/v1/tasks/statuses', kind: taskStatusKind, schemas: taskStatusSchemas, tag: 'task statuses' },
    { base: '/v1/tasks/groups', kind: taskGroupKind, schemas: taskGroupSchemas, tag: 'task groups' },
    {
      base: '/v1/tasktemplates/categories',
      kind: taskTemplateCategoryKind,
      schemas: taskTemplateCategorySchemas,
      tag: 'task template categories',
    },
  ];
  for (const { base, kind, schemas, tag } of lists)
    codeListRoutes(app, {
      base,
      kind: kind as never,
      read: reader,
      write: full,
      tags: [tag],
      row: schemas.row,
      create: schemas.create,
      update: schemas.update,
      batch: schemas.batch,
    });

  route(app, {
    method: 'GET',
    url: '/v1/tasktemplates/search',
    access: reader,
    tags,
    query: taskTemplateSearchQuerySchema,
    response: searchResultSchema(taskTemplateSchema),
    handler: ({ db, query }) => templates.searchTemplates(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasktemplates/:id/tasks',
    access: reader,
    tags,
    params: idParams,
    response: z.array(templateTaskSchema),
    handler: ({ db, params }) => templates.listTemplateTasks(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/tasktemplates/:id/tasks/:taskId',
    access: reader,
    tags,
    params: templateTaskParamsSchema,
    response: templateTaskSchema,
    handler: ({ db, params }) => templates.getTemplateTask(db, params),
  });
  route(app, {
    method: 'POST',
    url: '/v1/tasktemplates/:id/tasks',
    access: full,
    tags,
    status: 201,
    params: idParams,
    body: createTemplateTaskBodySchema,
    response: templateTaskSchema,
    handler: (ctx) => templates.createTemplateTask(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/tasktemplates/:id/tasks/:taskId',
    access: full,
    tags,
    params: templateTaskParamsSchema,
    body: updateTemplateTaskBodySchema,
    response: templateTaskSchema,
    handler: (ctx) => templates.updateTemplateTask(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/tasktemplates/:id/tasks/:taskId',
    access: full,
    tags,
    status: 204,
    params: templateTaskParamsSchema,
    handler: (ctx) => templates.deleteTemplateTask(ctx),
  });
}
