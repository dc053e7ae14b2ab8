/** A password input with a show/hide toggle. */
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { MdVisibility, MdVisibilityOff } from 'react-icons/md';
import { auth } from '../../messages/auth';

export const PasswordInput = forwardRef<HTMLInputElement, InputProps & { startElement?: ReactNode }>(function PasswordInput(
  { startElement, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      startElement={startElement}
      endElement={
        <IconButton
          aria-label={visible ? auth.hidePassword : auth.showPassword}
          size="xs"
          variant="ghost"
          me="-2"
          tabIndex={-1}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <MdVisibilityOff /> : <MdVisibility />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
