import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createPackageTypeBodySchema,
  type PackageType,
  packageTypeBatchSchema,
  packageTypeSchema,
  updatePackageTypeBodySchema,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import type { FastifyInstance } from 'fastify';
import type { CodeListKind } from '../../platform/code-lists/code-list';
import { codeListRoutes } from '../../platform/code-lists/code-list.routes';
import { servicePackageTypes } from './service-packages.table';

export const servicePackagesRead = { permission: Permission.ServicePackages, level: 1 } as const;
export const servicePackagesFull = { permission: Permission.ServicePackages, level: 2 } as const;

/** Package types sort like reference codes, the name standing for the code and the category for the description. */
export const packageTypeKind: CodeListKind<PackageType> = {
  entity: 'servicePackageType',
  label: 'service package type',
  table: servicePackageTypes,
  codeField: 'name',
  codeLabel: 'name',
  descriptionField: 'category',
  hasIsActive: false,
  fields: ['name', 'category', 'sort'],
};

export async function packageTypeRoutes(app: FastifyInstance) {
  codeListRoutes(app, {
    base: '/v1/servicepackage/types',
    kind: packageTypeKind,
    read: servicePackagesRead,
    write: servicePackagesFull,
    tags: ['service package types'],
    row: packageTypeSchema,
    create: createPackageTypeBodySchema,
    update: updatePackageTypeBodySchema,
    batch: packageTypeBatchSchema,
  });
}
