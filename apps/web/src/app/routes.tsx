import { Navigate, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { productManagementRoutes } from "@/features/product-management/routes";
import { AuthGuard, RoleGuard, VisitorsOnlyGuard } from "@/lib/auth/guards";
import { AppShell } from "./layout/app-shell";
import { AdminUsersRoute } from "./routes/admin/users";
import { ForgotPasswordRoute } from "./routes/forgot-password";
import { LoginRoute } from "./routes/login";
import { NotFoundRoute } from "./routes/not-found";
import { PasswordResetRoute } from "./routes/password-reset";
import { PlotRoute } from "./routes/plot";
import { ProfileRoute } from "./routes/profile";
import { ProjectRoute } from "./routes/project";
import { ProjectsRoute } from "./routes/projects";
import { RegisterRoute } from "./routes/register";
import { RoofRoute } from "./routes/roof";

/** The route table of spec 01 §2.1 (the public wizard arrives later) and the product management tabs. */
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
        ],
      },
      {
        element: <AuthGuard />,
        children: [
          { index: true, element: <Navigate to={paths.projects} replace /> },
          { path: paths.projects, element: <ProjectsRoute /> },
          { path: paths.project, element: <ProjectRoute /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.plot, element: <PlotRoute /> },
          { path: paths.roof, element: <RoofRoute /> },
          { path: paths.roofShort, element: <RoofRoute /> },
          {
            element: <RoleGuard allow={{ admin: true }} />,
            children: [{ path: paths.adminUsers, element: <AdminUsersRoute /> }, ...productManagementRoutes],
          },
        ],
      },
      { path: paths.notFound, element: <NotFoundRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];
