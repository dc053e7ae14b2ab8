/** The breadcrumb: back icon, parent page (from the query or the tab), current page (not a link). */
import { Breadcrumb as ChakraBreadcrumb, HStack, IconButton } from '@chakra-ui/react';
import { Fragment } from 'react';
import { MdArrowBack } from 'react-icons/md';
import { Link, useLocation } from 'react-router-dom';
import type { FlatRoute } from '../../catalogue';
import { backPathOf } from '../../machines/tags-view';
import { layout } from '../../messages/layout';
import { TagsActorContext } from '../tags/tags-context';
import { breadcrumbTrail } from './breadcrumb-trail';
import { useGoBack } from './navigation';

export function Breadcrumb({ route }: { route: FlatRoute }) {
  const { search } = useLocation();
  const backPath = TagsActorContext.useSelector((snapshot) => backPathOf(snapshot.context, route.fullPath));
  const goBack = useGoBack();
  const crumbs = breadcrumbTrail({ current: route, search, backPath });
  return (
    <HStack gap="2" px="4" py="2" bg="bg" borderBottomWidth="1px" flexShrink={0} data-testid="breadcrumb">
      <IconButton aria-label={layout.back} title={layout.back} size="xs" variant="ghost" onClick={goBack} data-testid="breadcrumb-back">
        <MdArrowBack />
      </IconButton>
      <ChakraBreadcrumb.Root size="sm">
        <ChakraBreadcrumb.List>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <Fragment key={`${crumb.title}-${index}`}>
                <ChakraBreadcrumb.Item>
                  {last ? (
                    <ChakraBreadcrumb.CurrentLink data-testid="breadcrumb-current">{crumb.title}</ChakraBreadcrumb.CurrentLink>
                  ) : crumb.to ? (
                    <ChakraBreadcrumb.Link asChild>
                      <Link to={crumb.to} data-testid="breadcrumb-link">
                        {crumb.title}
                      </Link>
                    </ChakraBreadcrumb.Link>
                  ) : (
                    <ChakraBreadcrumb.Link as="span" color="fg.muted">
                      {crumb.title}
                    </ChakraBreadcrumb.Link>
                  )}
                </ChakraBreadcrumb.Item>
                {!last && <ChakraBreadcrumb.Separator />}
              </Fragment>
            );
          })}
        </ChakraBreadcrumb.List>
      </ChakraBreadcrumb.Root>
    </HStack>
  );
}
