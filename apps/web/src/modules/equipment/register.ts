import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const EquipmentPage = lazy(async () => ({ default: (await import('./pages/EquipmentPage')).EquipmentPage }));
registerPage(PageCode.Equipment, EquipmentPage);
