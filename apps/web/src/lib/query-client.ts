import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retried once after refreshing the session; retrying again only delays the message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** One client for the whole app; the API client resets the session in it when a refresh fails. */
export const queryClient = createQueryClient();
