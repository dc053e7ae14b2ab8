/** The flow's steps: done ✓, the current one highlighted with who holds it, those to come; vertical on a phone. */
import { Box, Steps, Text } from '@chakra-ui/react';
import { MdCheck } from 'react-icons/md';
import type { ApprovalWork } from '../../../machines/approval-page';
import { approvalText as text } from '../../../messages/approval';
import { useWide } from './use-wide';

/** The index the stepper treats as current: the current step, else the first one not done. */
function activeIndex(work: ApprovalWork): number {
  const current = work.steps.findIndex((step) => step.state === 'current');
  if (current >= 0) return current;
  return work.steps.filter((step) => step.state === 'done').length;
}

export function FlowStepper({ work }: { work: ApprovalWork }) {
  const orientation = useWide() ? 'horizontal' : 'vertical';
  if (work.steps.length === 0) return null;
  return (
    <Steps.Root step={activeIndex(work)} count={work.steps.length} orientation={orientation} size="sm" colorPalette="brand" data-testid="flow-stepper">
      <Steps.List>
        {work.steps.map((step, index) => (
          <Steps.Item key={step.key} index={index} data-testid={`flow-step-${index}`} data-step-state={step.state}>
            <Steps.Indicator>{step.state === 'done' ? <MdCheck aria-label={text.stepDone} /> : index + 1}</Steps.Indicator>
            <Box>
              <Steps.Title fontWeight={step.state === 'current' ? 'semibold' : undefined} color={step.state === 'current' ? 'brand.600' : undefined}>
                {step.name}
              </Steps.Title>
              <Steps.Description>
                <Text as="span" fontSize="xs" color={step.state === 'current' ? 'brand.600' : 'fg.muted'}>
                  {step.state === 'current' ? text.stepWaiting(work.assigneeName ?? '') : step.state === 'done' ? text.stepDone : text.stepTodo}
                  {step.timeLimitHours ? ` · ${text.stepLimit(step.timeLimitHours)}` : ''}
                </Text>
              </Steps.Description>
            </Box>
            <Steps.Separator />
          </Steps.Item>
        ))}
      </Steps.List>
    </Steps.Root>
  );
}
