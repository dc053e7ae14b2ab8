/** A record's detail sections as cards (the definition's `detail.sections`), for detail pages and approval record views. */
import { Card, DataList, Heading } from '@chakra-ui/react';
import { ValueView } from '../../components/data/ValueView';
import type { DetailSection } from '../../resources/types';
import { detailFields } from '../resource/fields';

export interface RecordSectionsProps {
  sections: readonly DetailSection<unknown>[];
  row: Record<string, unknown>;
  /** Inside another card (the approval page): sections without their own card frame. */
  plain?: boolean;
}

export function RecordSections({ sections, row, plain }: RecordSectionsProps) {
  return sections.map((section) => {
    const list = (
      <DataList.Root orientation="horizontal" size={plain ? 'sm' : 'md'} display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        {detailFields(section.fields as Record<string, never>).map(({ key, ...field }) => (
          <DataList.Item key={key} gridColumn={field.wide ? { md: 'span 2' } : undefined} data-testid={`detail-${key}`}>
            <DataList.ItemLabel minW="6em">{field.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">
              <ValueView value={row[key]} row={row} {...field} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    );
    if (plain) return <div key={section.title}>{list}</div>;
    return (
      <Card.Root key={section.title} size="sm">
        <Card.Header>
          <Heading size="sm">{section.title}</Heading>
        </Card.Header>
        <Card.Body>{list}</Card.Body>
      </Card.Root>
    );
  });
}
