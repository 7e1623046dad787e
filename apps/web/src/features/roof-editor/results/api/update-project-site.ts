import { type ProjectSiteData, ProjectSiteDataSchema, type ProjectSiteInputsUpdate } from "@portal/contracts";
import { ROOF_RESULTS_ERRORS } from "@portal/contracts/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { showErrorAs } from "@/lib/api-error-handlers";
import { projectSiteQueryKey } from "./keys";

/**
 * PUT /site-data/project/{projectId}: the entered values (null clears one back to the dataset's, an omitted one
 * stays) with the version they were read at; the answer is the site as the calculation now sees it.
 */
export function updateProjectSite({
  projectId,
  body,
}: {
  projectId: number;
  body: ProjectSiteInputsUpdate;
}): Promise<ProjectSiteData> {
  return apiRequest(`/site-data/project/${projectId}`, {
    method: "PUT",
    body,
    schema: ProjectSiteDataSchema,
    onError: showErrorAs(ROOF_RESULTS_ERRORS.updateSiteData),
  });
}

export function useUpdateProjectSite(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSiteInputsUpdate) => updateProjectSite({ projectId, body }),
    onSuccess: (saved) => queryClient.setQueryData(projectSiteQueryKey(projectId), saved),
  });
}
