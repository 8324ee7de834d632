/** The demo hospital's planner, whom the seed creates and the command-line tools log in as (without the database). */
export const DEMO_PLANNER = { email: 'planner@carechoice.demo', password: 'planner-demo' };
