/** The app's toaster (Chakra v3) and the notifier that lets non-React code show toasts through it. */
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { Notifier, NotifyFn } from '../../lib/notify';
import { layout } from '../../messages/layout';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

type ToastType = 'error' | 'success' | 'info' | 'warning';

function show(type: ToastType): NotifyFn {
  return (message, durationMs, options) => {
    toaster.create({
      type,
      title: options?.title ?? message,
      description: options?.title ? message : undefined,
      duration: durationMs,
      closable: true,
      action: options?.onClick ? { label: layout.notifyAction, onClick: options.onClick } : undefined,
    });
  };
}

export const toastNotifier: Notifier = {
  error: show('error'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
