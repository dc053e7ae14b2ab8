/**
 * 个人履职汇总: the summary list of approved declarations (src/resources/personalResumptionSummary.resource.ts)
 * with the three declarations a person sends from here; a sent one opens on its approval page.
 */
import { Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { DUTY_APPROVAL_ROUTES, DUTY_KIND_NAMES, DUTY_KINDS, type DutyKind } from '../../constants/business-flow';
import summary from '../../resources/personalResumptionSummary.resource';
import { ResourceListScreen } from '../resource/ResourceListScreen';
import { useOpenRoute } from '../resource/use-child-navigation';
import type { ScreenProps } from '../types';
import { DeclarationDialog } from './DeclarationDialog';

export default function DutySummaryScreen({ route }: ScreenProps) {
  const [declaring, setDeclaring] = useState<DutyKind>();
  const openRoute = useOpenRoute(route);

  return (
    <Box>
      <HStack px={{ base: '3', md: '5' }} pt={{ base: '3', md: '5' }} gap="2" wrap="wrap" data-testid="duty-declare">
        {DUTY_KINDS.map((kind) => (
          <Button key={kind} size="sm" variant="outline" onClick={() => setDeclaring(kind)} data-testid={`declare-${kind}`}>
            {DUTY_KIND_NAMES[kind]}
          </Button>
        ))}
      </HStack>
      <ResourceListScreen definition={summary} route={route} />
      {declaring && (
        <DeclarationDialog
          kind={declaring}
          open
          onClose={() => setDeclaring(undefined)}
          onSaved={(id) => {
            setDeclaring(undefined);
            openRoute(DUTY_APPROVAL_ROUTES[declaring], { busiTypeCode: declaring, busiInstId: id });
          }}
        />
      )}
    </Box>
  );
}
