// The signed-in area: sidebar, top bar and the current section. A missing
// session sends the user to /login and back here afterwards.
import { Box, Flex } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router-dom";
import { getStoreOptions } from "../../generated/admin/@tanstack/react-query.gen";
import { RouteSpinner } from "../components/RouteSpinner";
import { FeatureFlagProvider } from "../providers/feature-flags";
import { useSession } from "../providers/session";
import { loginPath } from "../routes/login/redirect";
import { SectionOutlet } from "./SectionOutlet";
import { Sidebar } from "./Sidebar";
import { Topbar } from "./Topbar";

export default function AdminLayout() {
  const session = useSession();
  const location = useLocation();
  const store = useQuery({ ...getStoreOptions(), enabled: session.isSuccess });
  if (session.isPending) return <RouteSpinner />;
  if (session.isError) return <Navigate to={loginPath(location)} replace />;
  return (
    <FeatureFlagProvider>
      <Flex minH="100dvh">
        <Sidebar storeName={store.data?.store.name} />
        <Flex direction="column" flex="1" minW="0">
          <Topbar user={session.data.user} />
          <Box as="main" flex="1" p="6" bg="white">
            <SectionOutlet />
          </Box>
        </Flex>
      </Flex>
    </FeatureFlagProvider>
  );
}
