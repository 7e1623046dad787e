import { Navigate, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { productManagementRoutes } from "@/features/product-management/routes";
import { AuthGuard, RoleGuard, VisitorsOnlyGuard } from "@/lib/auth/guards";
import { lazyComponent } from "@/lib/lazy-component";
import { AppShell } from "./layout/app-shell";
import { NotFoundRoute } from "./routes/not-found";

// Each page is its own chunk, fetched when first shown (the shell's Suspense boundary covers the wait), so the
// first page loads only its own code; the administrators' pages never reach other users at all.
const LoginRoute = lazyComponent(() => import("./routes/login"), "LoginRoute");
const RegisterRoute = lazyComponent(() => import("./routes/register"), "RegisterRoute");
const ForgotPasswordRoute = lazyComponent(() => import("./routes/forgot-password"), "ForgotPasswordRoute");
const PasswordResetRoute = lazyComponent(() => import("./routes/password-reset"), "PasswordResetRoute");
const ProjectsRoute = lazyComponent(() => import("./routes/projects"), "ProjectsRoute");
const ProjectRoute = lazyComponent(() => import("./routes/project"), "ProjectRoute");
const NbsClausesRoute = lazyComponent(() => import("./routes/nbs-clauses"), "NbsClausesRoute");
const ProfileRoute = lazyComponent(() => import("./routes/profile"), "ProfileRoute");
const CompanyRoute = lazyComponent(() => import("./routes/company"), "CompanyRoute");
const CompanyInvitationRoute = lazyComponent(() => import("./routes/company-invitation"), "CompanyInvitationRoute");
const PlotRoute = lazyComponent(() => import("./routes/plot"), "PlotRoute");
const RoofRoute = lazyComponent(() => import("./routes/roof"), "RoofRoute");
const PublicServicesRoute = lazyComponent(() => import("./routes/public-services/page"), "PublicServicesRoute");
const AdminUsersRoute = lazyComponent(() => import("./routes/admin/users"), "AdminUsersRoute");

/** The route table of spec 01 §2.1 and the product management tabs. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <VisitorsOnlyGuard />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.register, element: <RegisterRoute /> },
          { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
          { path: paths.passwordReset, element: <PasswordResetRoute /> },
          { path: paths.publicServices, element: <PublicServicesRoute /> },
        ],
      },
      {
        element: <AuthGuard />,
        children: [
          { index: true, element: <Navigate to={paths.projects} replace /> },
          { path: paths.projects, element: <ProjectsRoute /> },
          { path: paths.project, element: <ProjectRoute /> },
          { path: paths.nbsClauses, element: <NbsClausesRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.company, element: <CompanyRoute /> },
          { path: paths.plot, element: <PlotRoute /> },
          { path: paths.roof, element: <RoofRoute /> },
          { path: paths.roofShort, element: <RoofRoute /> },
          {
            element: <RoleGuard allow={{ admin: true }} />,
            children: [{ path: paths.adminUsers, element: <AdminUsersRoute /> }, ...productManagementRoutes],
          },
        ],
      },
      // An invitation e-mail's link: signed out it says how to accept, signed in it accepts.
      { path: paths.companyInvitation, element: <CompanyInvitationRoute /> },
      { path: paths.notFound, element: <NotFoundRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
