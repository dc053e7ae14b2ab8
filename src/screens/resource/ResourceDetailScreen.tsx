/** The generic detail page: the record's sections, edit (when granted) and back. */
import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/layout/navigation';
import { Permission } from '../../components/Permission';
import { RelatedList } from '../../components/data/RelatedList';
import { DIALOG_PAGE_SIZES } from '../../constants/paging';
import { dataText } from '../../components/data/messages';
import type { FlatRoute } from '../../catalogue';
import { rowActionShown } from './action-visibility';
import { common } from '../../messages/common';
import type { AnyResource } from '../../resources/types';
import { DetailSections } from './DetailSections';
import { useOpenChild, useOpenRoute } from './use-child-navigation';

export interface ResourceDetailScreenProps {
  definition: AnyResource;
  route: FlatRoute;
}

export function ResourceDetailScreen({ definition, route }: ResourceDetailScreenProps) {
  const detail = definition.detail;
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goBack = useGoBack();
  const openChild = useOpenChild(route);
  const openRoute = useOpenRoute(route);
  const { data, loading, error } = useQuery(detail!.document, { variables: detail!.variables(id), skip: !detail || !id, fetchPolicy: 'network-only' });
  const row = data ? (detail!.select(data) as Record<string, unknown> | null | undefined) : undefined;
  const editRoute = definition.formRoutes?.edit;
  // The row's 编辑 (not 新增, which opens the same form route when create and edit share it).
  const editAction = definition.actions?.find((action) => action.navigate === editRoute && action.scope === 'row');

  return (
    <Box p={{ base: '3', md: '5' }} data-testid={`resource-detail-${definition.name}`}>
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{route.title}</Heading>
          <HStack gap="2" wrap="wrap">
            {row &&
              detail!.links?.filter((link) => !link.visible || link.visible(row as never)).map((link) => (
                <Button key={link.route} size="sm" variant="outline" onClick={() => openRoute(link.route, link.query(row as never))} data-testid={link.testId}>
                  {link.label}
                </Button>
              ))}
            {row && editRoute && (!editAction || rowActionShown(editAction, row)) && (
              <Permission id={editAction?.buttonId}>
                <Button size="sm" colorPalette="brand" onClick={() => openChild(editRoute, id)} data-testid="detail-edit">
                  {common.edit}
                </Button>
              </Permission>
            )}
            <Button size="sm" variant="outline" onClick={goBack} data-testid="detail-back">
              {common.back}
            </Button>
          </HStack>
        </HStack>
        {loading && <Skeleton h="40" data-testid="detail-loading" />}
        {!loading && !row && (
          <Text color="fg.muted" textAlign="center" py="10" data-testid="detail-missing">
            {error ? error.message : dataText.notFound}
          </Text>
        )}
        {row && <DetailSections sections={detail!.sections} row={row} />}
        {row &&
          detail!.related?.map((spec) => (
            <Permission key={spec.title} id={spec.buttonId}>
              <Card.Root size="sm">
                <Card.Header>
                  <Heading size="sm">{spec.title}</Heading>
                </Card.Header>
                <Card.Body>
                  <RelatedList spec={spec} parent={row} sizes={DIALOG_PAGE_SIZES} testId={`related-${spec.rowKey}`} />
                </Card.Body>
              </Card.Root>
            </Permission>
          ))}
      </Stack>
    </Box>
  );
}
