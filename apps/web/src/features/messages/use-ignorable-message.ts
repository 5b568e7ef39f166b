import { useAppSelector } from '../../shared/store/hooks';
import { alertVisibility } from './alert-visibility';
import { useIgnoredMessagesQuery, useIgnoreMessageMutation } from './messages.api';

/**
 * SPEC 8 "Modals": whether the message `id` shows, whether its user may choose not to see it again
 * (signed in, since the choice is kept on the server for every device), and that choice.
 */
export function useIgnorableMessage(id: string | null) {
  const isSignedIn = useAppSelector((state) => state.auth.token !== null);
  const canIgnore = isSignedIn && id !== null;
  const list = useIgnoredMessagesQuery(undefined, { skip: !canIgnore });
  const [ignoreMessage] = useIgnoreMessageMutation();
  return {
    visibility: alertVisibility(id, { isSignedIn, ids: list.data?.items, isFailed: list.isError }),
    canIgnore,
    ignore: () => {
      if (id !== null) void ignoreMessage({ id });
    },
  };
}
