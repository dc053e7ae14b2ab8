/** entityResource passes an entity's own .xlsx import on to the list (社会单位 imports its export back). */
import { societyCompanyEntity } from '../../src/graphql/generated/entities/society-company';
import { entityResource } from '../../src/resources/entity/entity-resource';

describe('entityResource import', () => {
  it('offers the import it is given, and none otherwise', () => {
    expect(entityResource(societyCompanyEntity, { columns: ['name'], import: { url: '/api/societyCompany/import' } }).import).toEqual({ url: '/api/societyCompany/import' });
    expect(entityResource(societyCompanyEntity, { columns: ['name'] }).import).toBeUndefined();
  });
});
