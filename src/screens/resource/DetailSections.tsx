/** A record's detail sections as cards of label/value pairs (two columns from md up; wide fields span both). */
import { Card, DataList, Heading } from '@chakra-ui/react';
import { ValueView } from '../../components/data/ValueView';
import type { AnyResource } from '../../resources/types';
import { detailFields } from './fields';

type Sections = NonNullable<AnyResource['detail']>['sections'];

export function DetailSections({ sections, row }: { sections: Sections; row: Record<string, unknown> }) {
  return sections.map((section) => (
    <Card.Root key={section.title} size="sm">
      <Card.Header>
        <Heading size="sm">{section.title}</Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          {detailFields(section.fields).map(({ key, ...field }) => (
            <DataList.Item key={key} gridColumn={field.wide ? { md: 'span 2' } : undefined} data-testid={`detail-${key}`}>
              <DataList.ItemLabel minW="6em">{field.label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">
                <ValueView value={row[key]} row={row} {...field} />
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  ));
}
