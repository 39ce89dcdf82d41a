import { TOOL_MESSAGES } from '@fieldline/contracts/tools/tools.contract';
import type { FastifyInstance } from 'fastify';
import { registerCompletionCheck } from '../jobs';
import { toolsOutOnJob } from './tools.read';
import { toolRoutes } from './tools.routes';

// Filled as this module loads (decision 013): a job cannot complete while a tool is still out on it.
registerCompletionCheck('JOB_TOOLS_OUT', async (db, jobId) => {
  const names = await toolsOutOnJob(db, jobId);
  return names.length ? TOOL_MESSAGES.toolsStillOut(names) : null;
});

export async function toolsModule(app: FastifyInstance) {
  await toolRoutes(app);
}

// Added by the technician's day (issue 18 item 4): its visit list is this one.
export { todaysJobs } from './tools.read';
export { toolCheckouts, toolSchedules, tools } from './tools.table';
