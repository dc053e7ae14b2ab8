import { societyCompany } from '../../../entities/society-company.entity';

/** 社会单位 has no buttons in the catalogue: the menu grants every action. */
export const SHDW_MENU = societyCompany.writeGrants.menuId;
