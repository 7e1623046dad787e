/** The public wizard (spec 01 §2.8, §4.2): texts the web shows and the API does not send. */

export const PUBLIC_WIZARD_STEPS = ["Fixing Spec", "Solar Designer", "Estimator", "NBS", "Finish"] as const;
export type PublicWizardStep = 0 | 1 | 2 | 3 | 4;

export const PUBLIC_WIZARD_STEP = {
  fixingSpec: 0,
  solarDesigner: 1,
  estimator: 2,
  nbs: 3,
  finish: 4,
} as const satisfies Record<string, PublicWizardStep>;

export const PUBLIC_WIZARD_TEXT = {
  pageTitle: "Public Services",
  firstHeading: "Ready to get started?",
  stepperHeading: "Would you like to continue?",
  finishHeading: "Finish",
  stepsLabel: "Wizard steps",
  stepPrefix: (index: number) => `Step ${index + 1}:`,
  stepLocked: "Complete your details first",
  welcomeTitle: "Welcome to the TAS Portal",
  welcomeText:
    "Without an account you can work on one roof: get its fixing specification, estimate and NBS clauses. Register to keep your projects, add more plots and roofs, and come back to them later.",
  registerHere: "Register here",
  technicalConsiderations: "Technical considerations",
  technicalAdvisoryService: "Technical Advisory Service",
  userDetails: "User Details",
  projectDetails: "Project Details",
  projectDetailsLocked: "Fill in your details above to start a project.",
  /** Said when this tab takes a new e-mail while another tab's wizard works under another visitor session. */
  otherTabKeepsItsWork: (otherEmail: string, email: string) =>
    `The wizard open for ${otherEmail} in another tab keeps its work there. This tab continues as ${email}.`,
  emailLocked: "Your project is kept under this email. Register with it to keep it.",
  projectName: "Project Name",
  siteAddress1: "Site Address Line 1",
  siteTown: "Site Town",
  sitePostcode: "Site Postcode",
  creatingRoof: "Setting up your roof…",
  roofNotCreated: "Your roof could not be set up.",
  tryAgain: "Try again",
  roofDetails: "Roof Details",
  roofDetailsWaiting: "Fill in your details and the project's name and site postcode: the roof's inputs follow.",
  detailsReused: "The details you entered are used in every step that follows.",
  getFixingSpec: "Get Fixing Spec",
  continueToEstimate: "Continue to Estimate",
  continueToSolarDesigner: "Continue to Solar Designer",
  solarDesignerTooltip: "Prefer a standalone tool?",
  solarConfiguratorLink: "Open the solar configurator",
  solarOffHint: "Turn Solar on in the roof's inputs to lay out panels on this roof.",
  backToSolarDesigner: "Back to Solar Designer",
  backToFixingSpecification: "Back to Fixing Specification",
  getEstimate: "Get Estimate",
  continueToNbs: "Continue to NBS",
  youMayAlsoNeed: "You may also need these components",
  backToEstimator: "Back to Estimator",
  getNbs: "Get NBS",
  finish: "Finish",
  finishText: "What would you like to do next? Your documents are a step away: open any step above to get them again.",
  requestSamples: "Request samples",
  requestBrochure: "Request a brochure",
  signUp: "Sign up",
  signUpText: "Register with the same email to keep this project and its documents.",
  startAgain: "Start Again",
  opensInNewTab: "(opens in a new tab)",
} as const;

/**
 * Pages of the manufacturer's website the wizard links to, beside the help pages (the footer's legal pages sit
 * there too).
 */
export const PUBLIC_WIZARD_SITE_PAGES = {
  technicalConsiderations: "/technical-considerations",
  technicalAdvisoryService: "/technical-advisory-service",
  requestSamples: "/request-samples",
  requestBrochure: "/request-brochure",
} as const;
