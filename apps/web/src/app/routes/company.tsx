import { CompanyView } from "@/features/companies/components/company-view";

export function CompanyRoute() {
  return <CompanyView />;
}
