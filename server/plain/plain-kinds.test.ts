/**
 * Plain lines of real titles from the shared minutes (../shared/data/minutes), one or more per kind (issue 48): each
 * line states what the title gives (place, district, party, total, purpose) and nothing it does not.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { plainLineFor } from './plain-line.ts';

const city = cityContext(DEFAULT_CITY_ID);

const CASES: [kind: string, title: string, en: string, es: string][] = [
  [
    "budget",
    "Ordinance amending the fiscal year 2023-2024 budget to make supplemental appropriations of $5,139,460 from grant revenues received from the United States Treasury American Rescue Plan Act SubFund. (Child Abuse Network $80,000.00; Drexel Academy Elementary School $100,000.00; Education-Recreation $36,000.00; Girl Scouts of Eastern Oklahoma $60,000.00; Global Gardens $50,000.00; Junior Achievement of OK $50,000.00; The Common Good $149,860.00; Tulsa Air and Space Museum $50,000.00; Center for Employment Opportunities $75,000.00; LT Operating Foundation $125,000.00; Iron Gate $175,000.00; A $1.00; B $2.00; C $3.00; D $4.00; E $5.00; F $6.00)",
    "Changes the city budget: adds $5,139,460.",
    "Cambia el presupuesto de la ciudad: agrega $5,139,460.",
  ],
  [
    "budget",
    "Ordinance amending the fiscal year 2024-2025 budget to reduce unencumbered and unexpended appropriation balance of $266,741.81 within the OWRB 2011A Promissory Note SubFund; to reduce unencumbered and unexpended appropriation balance of $24,346.73 within the OWRB 2014A Promissory Note SubFund; to reduce unencumbered and unexpended appropriation balance of $138.98 within the OWRB 2010A Promissory Note SubFund.",
    "Changes the city budget. It cuts several amounts, $291,227.52 in all.",
    "Cambia el presupuesto de la ciudad: recorta varias sumas, $291,227.52 en total.",
  ],
  [
    "budget",
    "Ordinance amending the fiscal year 2024-25 budget to decrease appropriations of $187,500 within the Convention and Visitors Fund and to make supplemental appropriations of $311,691 from unappropriated fund balance within the Convention and Tourism Facility Fund.",
    "Changes the city budget.",
    "Cambia el presupuesto de la ciudad.",
  ],
  [
    "resolution",
    "Resolution authorizing an application to the Oklahoma Water Resources Board for an award of an American Rescue Plan Act (ARPA) Grant in the amount of $50,000,000 to fund the construction of improvements to the Lower Bird Creek Wastewater Collection System.",
    "Lets the city apply for a grant of $50,000,000.",
    "Permite que la ciudad solicite una subvención de $50,000,000.",
  ],
  [
    "resolution",
    "Resolution approving the allocation of Economic Development Funds in an amount not to exceed $1,200,000 to assist in the construction of public infrastructure improvements pursuant to the proposed agreement between the City of Tulsa and NorSun, OK, LLC in accordance with the Economic Development Public Infrastructure Policy of the City of Tulsa. (Emergency Clause)",
    "Approves up to $1,200,000 of city money for a project with NorSun, OK, LLC.",
    "Aprueba hasta $1,200,000 de dinero de la ciudad para un proyecto con NorSun, OK, LLC.",
  ],
  [
    "resolution",
    "Resolution urging the United States Postal Service to consider local health, economic, and community impacts of closure or repurposing of the Tulsa Processing Center.",
    "Asks another body to act: United States Postal Service. It states the council's view; it is not a law.",
    "Pide a otra entidad que actúe: United States Postal Service. Expresa la opinión del concejo; no es una ley.",
  ],
  [
    "resolution",
    "Resolution naming Tulsa International Airport's new Air Traffic Control Facility Complex in honor of Senator James M. Inhofe.",
    "Names a city place in honor of Senator James M. Inhofe.",
    "Da nombre a un lugar de la ciudad en honor de Senator James M. Inhofe.",
  ],
  [
    "budget",
    "2024-2025 Medical Control Board Budget.",
    "Approves the yearly budget of the Medical Control Board.",
    "Aprueba el presupuesto anual de este organismo: Medical Control Board.",
  ],
  [
    "reconsideration",
    "reconsideration of the denial of Rezoning Application Z-7699 from OL to CS for property located at the SW/c of E. 4th Pl. S. and S. Yale Ave. requested by JKR Properties. (Property Owner: JKR Properties) (CD-4)",
    "Lets the council vote again on Z-7699, an item it decided at an earlier meeting.",
    "Permite que el concejo vote otra vez sobre Z-7699, un punto que decidió en una reunión anterior.",
  ],
  [
    "publication_notice",
    "Resolution notifying the public of the publication of the Thirtieth Supplement to the Seventh Revision of the Tulsa Revised Ordinances adopted by the governing body of the City of Tulsa, Oklahoma, on June 21, 2023, authorizing the City Clerk to publish notice.",
    "Tells the public that a new supplement of the printed city code is out. It changes no law.",
    "Avisa al público que salió un nuevo suplemento del código impreso de la ciudad. No cambia ninguna ley.",
  ],
  [
    "code_supplement",
    "Ordinance adopting the Thirtieth Supplement to the Seventh Revision of the Tulsa Revised Ordinances, codifying ordinances enacted between April 1, 2022, and September 30, 2022.",
    "Adds the laws passed lately to the printed city code, as a supplement.",
    "Agrega al código impreso de la ciudad las leyes aprobadas hace poco, como un suplemento.",
  ],
  [
    "zoning_initiation",
    "Vote on Council initiation of zoning code amendments relating to minimum lot size requirements for Principal Use Day Cares. (Hall-Harper)",
    "Starts the process to change the zoning rules. Nothing changes until a later vote.",
    "Inicia el proceso para cambiar las reglas de zonificación. Nada cambia hasta una votación futura.",
  ],
  [
    "zoning_map_initiation",
    "Council initiation of a Zoning Map Amendment for the proposed rezoning of the entirety of 815 S. Riverside Drive to Commercial High (CH). (Bellis)",
    "Starts the process to rezone land. Nothing changes until a later vote.",
    "Inicia el proceso para cambiar la zonificación de un terreno. Nada cambia hasta una votación futura.",
  ],
  [
    "assessment_notice",
    "Resolution directing the filing of the annual assessment roll for the Kendall Whittier Improvement District No. 1 and Notice of Public Hearing to be held June 28, 2023, on assessments of certain parcels of real property within the Kendall Whittier Improvement District No. 1.",
    "Files the yearly list of charges on property in the Kendall Whittier Improvement District No. 1 and sets a public hearing on it.",
    "Presenta la lista anual de cargos a las propiedades del Kendall Whittier Improvement District No. 1 y fija una audiencia pública sobre ella.",
  ],
  [
    "assessment",
    "Ordinance approving the increased assessments for parcels within the Tulsa Stadium Improvement District No. 1. (Emergency Clause) (Public Hearing: 6/7/23)",
    "Sets the yearly charges that owners of property in the Tulsa Stadium Improvement District No. 1 pay for its services.",
    "Fija los cargos anuales que pagan los dueños de propiedades del Tulsa Stadium Improvement District No. 1 por sus servicios.",
  ],
  [
    "public_hearing",
    "Public Hearing to receive written and oral comments regarding the proposed City of Tulsa Fiscal Year 2023-2024 Budget and Capital Plan.",
    "A public hearing on the city budget for fiscal year 2023-2024. Residents may speak before the council votes.",
    "Una audiencia pública sobre el presupuesto de la ciudad del año fiscal 2023-2024. Los vecinos pueden hablar antes de que el concejo vote.",
  ],
  [
    "public_hearing",
    "Public Hearing to receive comments regarding a proposed Ordinance closing a Public Way, closing a portion of the street that is part of S. 53rd W. Ave. and W. 50th St. S., located at 5151 W. 51st St., situated between Lot Four (4), Block One (1)",
    "A public hearing on a proposal at 5151 W. 51st St. Residents may speak before the council acts.",
    "Una audiencia pública sobre una propuesta en 5151 W. 51st St. Los vecinos pueden hablar antes de que el concejo actúe.",
  ],
  [
    "public_hearing",
    "Public Hearing to receive comments regarding a proposed Ordinance approving the increased assessments for parcels within the Tulsa Stadium Improvement District No. 1. (Emergency Clause) (Public Hearing: 6/7/23)",
    "A public hearing on the charges on property in the Tulsa Stadium Improvement District No. 1. Residents may speak before the council acts.",
    "Una audiencia pública sobre los cargos a las propiedades del Tulsa Stadium Improvement District No. 1. Los vecinos pueden hablar antes de que el concejo actúe.",
  ],
  [
    "bonds",
    "Ordinance providing for the issuance of General Obligation Bonds - Series 2024A, in the amount of sixty-three million, six hundred seventy thousand dollars ($63,670,000.00); authorizing at election duly called and held for such purpose",
    "Lets the city or a city trust borrow $63,670,000.00 by selling bonds.",
    "Permite que la ciudad o un fideicomiso de la ciudad pida prestados $63,670,000.00 con la venta de bonos.",
  ],
  [
    "annual_budget",
    "Ordinance adopting the annual budget of the City of Tulsa for Fiscal Year 2024-2025. (Public Hearings: 5/22/24; 6/5/24)",
    "Adopts the city budget for fiscal year 2024-2025.",
    "Aprueba el presupuesto de la ciudad del año fiscal 2024-2025.",
  ],
  [
    "plat",
    "Final Plat for 41st Storage Center Addition, consisting of One (1) Lot, One (1) Block located west of the NW/c of E. 41st St. S. and S. Garnett Rd. (CD-6)",
    "Approves the map of new lots of 41st Storage Center Addition, near E. 41st St. S. and S. Garnett Rd. It is in District 6.",
    "Aprueba el plano de lotes nuevos de 41st Storage Center Addition, cerca de E. 41st St. S. y S. Garnett Rd. Está en el Distrito 6.",
  ],
  [
    "closing",
    "Ordinance closing a portion of a Sanitary Sewer Easement, requested by Jaime Skipper, Wallace Design, for property located at 1619 N. David Patrick Ave., for future development. (CD-3)",
    "Closes part of a city street, alley or easement at 1619 N. David Patrick Ave. It is in District 3.",
    "Cierra parte de una calle, callejón o servidumbre de la ciudad en 1619 N. David Patrick Ave. Está en el Distrito 3.",
  ],
  [
    "license",
    "License Agreement between the City of Tulsa and TTCU Federal Credit Union, for property located at 3720 E. 31st St., Albert Pike Subdivision, for a monument sign. (CD-9)",
    "Lets TTCU Federal Credit Union use city land or a street at 3720 E. 31st St. It is in District 9.",
    "Permite que TTCU Federal Credit Union use un terreno o una calle de la ciudad en 3720 E. 31st St. Está en el Distrito 9.",
  ],
  [
    "change_order",
    "Change Order No. 3 to Contract No. 136375 between the City of Tulsa and Becco Contractors, Inc., for Project No. 144208, TMUA-W 14-45 in the amount of twelve thousand, six hundred dollars ($12,600.00) and adding sixty-six (66) calendar days for Arterial Street Rehabilitation (CD-3,5)",
    "Changes the city's contract with Becco Contractors, Inc. The change is $12,600.00.",
    "Cambia el contrato de la ciudad con Becco Contractors, Inc. El cambio es de $12,600.00.",
  ],
  [
    "legal_representation",
    "Exit the Executive Session to discuss and possibly take action on the request of Tulsa Fire Chief Michael Baker for legal representation in the matter of Case No. CJ-2023-1.",
    "Lets the city give Tulsa Fire Chief Michael Baker a lawyer for a court case. They asked for one.",
    // The Spanish line keeps the official's title and name as printed, a segment marked as English (es_names).
    "Permite que la ciudad dé un abogado a Tulsa Fire Chief Michael Baker para un caso judicial. Lo pidió.",
  ],
  [
    "appeal",
    "Hearing and possible action upholding or denying an appeal to the City Council requested by Casey Robinson, contesting the decision of the Nuisance Abatement Hearing Officer in Code Enforcement Case No. 076331-2023, finding that the property located at 3333 E. 37th St., Tulsa, Oklahoma is a public nuisance",
    "Rules on an appeal by Casey Robinson of a city decision on 3333 E. 37th St.",
    "Decide una apelación de Casey Robinson contra una decisión de la ciudad sobre 3333 E. 37th St.",
  ],
  [
    "travel_or_gift",
    "Consideration and possible approval, adoption, denial, amendment or revision of a travel donation from Blue Meridian Partners in the amount of one thousand, seven hundred sixty-one dollars ($1,761.00) for Councilor Hall-Harper to travel to Boston, MA on October 1-3, 2023, to attend the Ujima Project's Assembly of Black Possibilities Conference.",
    "Accepts $1,761.00 from Blue Meridian Partners. It pays for Councilor Hall-Harper to travel to Boston, MA.",
    "Acepta $1,761.00 de Blue Meridian Partners. Paga el viaje de Councilor Hall-Harper a Boston, MA.",
  ],
  [
    "travel_or_gift",
    "Consideration and possible approval, adoption, denial, amendment or revision of a travel authorization, per Council Rules & Order of Business, in the estimated amount of seven hundred fifty dollars ($750.00) for Councilor Bellis to travel to Oklahoma City, OK to attend the Tulsa Regional Chamber OneVoice Day at the Capital 2024, to be held on March 4-5, 2024.",
    "Lets Councilor Bellis travel to Oklahoma City, OK for city work. It costs about $750.00.",
    "Permite que Councilor Bellis viaje a Oklahoma City, OK por trabajo de la ciudad. Cuesta unos $750.00.",
  ],
  [
    "travel_or_gift",
    "Consideration and possible approval, adoption, denial, amendment or revision of a Donation of food, drinks and supplies from the TPD Foundation to the Tulsa Police Department for TPD Trunk or Treat Family Fun Day, valued at three thousand dollars ($3,000.00).",
    "Accepts a gift from TPD Foundation worth $3,000.00.",
    "Acepta un regalo de TPD Foundation con un valor de $3,000.00.",
  ],
  [
    "appointment",
    "Nancy Yang – Appointment to the Asian Affairs Commission: New Commission; term expires January 1, 2027. (CD-8)",
    "Puts Nancy Yang on a city board: Asian Affairs Commission.",
    "Nombra a Nancy Yang en una junta de la ciudad: Asian Affairs Commission.",
  ],
  [
    "appointment",
    "Ed Fariss – Reappointment to Tulsa's Port of Catoosa Facilities Authority; term expires November 16, 2028.",
    "Puts Ed Fariss on a city board: Tulsa's Port of Catoosa Facilities Authority.",
    "Nombra a Ed Fariss en una junta de la ciudad: Tulsa's Port of Catoosa Facilities Authority.",
  ],
  [
    "rezoning",
    "Rezoning Ordinance Z-7780 from AG to OL for property located north of the NW/c of E. 101st St. S. and S. Garnett Rd. requested by Priscila Jelsing. (Property owner: Priscila Jelsing) (CD-7)",
    "Lets land near E. 101st St. S. and S. Garnett Rd. be used for small offices. Today it is for farming. It is in District 7.",
    "Permite usar el terreno cerca de E. 101st St. S. y S. Garnett Rd. para oficinas pequeñas. Hoy es para uso agrícola. Está en el Distrito 7.",
  ],
  [
    "ordinance",
    "Ordinance amending Title 27, Tulsa Revised Ordinances, titled \"Penal Code\", Chapter 3, titled \"Offenses Against Public Justice\" by adding a new Section 312",
    "Changes a city law. It is in Title 27, \"Penal Code\".",
    "Cambia una ley de la ciudad. Está en el Título 27, \"Penal Code\" (nombre en inglés).",
  ],
  [
    "plan_adoption",
    "Resolution adopting the Economic Development Incentives Policy dated May 4, 2023, pursuant to the provisions of Title 6",
    "Approves a plan, policy or program: \"Economic Development Incentives Policy\".",
    "Aprueba un plan, una política o un programa: \"Economic Development Incentives Policy\" (nombre en inglés).",
  ],
  [
    "election_call",
    "Resolution calling for, and requesting the Tulsa County Election Board to conduct, nonpartisan general elections on August 27, 2024",
    "Calls a city election: asks the county election board to hold it.",
    "Convoca una elección de la ciudad: pide a la junta electoral del condado que la organice.",
  ],
  [
    "ordinance",
    "Ordinance amending Title 4, Tulsa Revised Ordinances, Chapter 1, Section 100, \"Salary of Mayor,\" amending the Mayor's salary",
    "Changes a city law. It is in Title 4 of the city's code.",
    "Cambia una ley de la ciudad. Está en el Título 4 del código de la ciudad.",
  ],
  [
    "ordinance",
    "Ordinance amending Title 37A of Tulsa Revised Ordinances, \"Emergency Medical Services Code,\" Chapter 1, defining terms",
    "Changes a city law. It is in Title 37A, \"Emergency Medical Services Code\".",
    "Cambia una ley de la ciudad. Está en el Título 37A, \"Emergency Medical Services Code\" (nombre en inglés).",
  ],
  [
    "budget",
    "Ordinance amending the fiscal year 2022-2023 budget of the City of Tulsa, Oklahoma, to make supplemental appropriations of $500,000. $400,000 from grant revenues and $100,000 from the General Fund.",
    "Changes the city budget: adds $500,000.",
    "Cambia el presupuesto de la ciudad: agrega $500,000.",
  ],
  [
    "fee_waiver",
    "Consideration and possible approval, adoption, denial, amendment or revision of a request for waiver of administrative, lien and collection fees of one thousand fifty-four dollars ($1,054.00) for work completed at 1911 N. Kingston Ave.",
    "Decides whether the city waives $1,054.00 in fees or charges.",
    "Decide si la ciudad perdona $1,054.00 en tarifas o cargos.",
  ],
  [
    "deaccession",
    "Deaccession of fifty-six (56) individuals and one hundred one (101) associated funerary objects to the Caddo Nation, from the Gilcrease Museum in accordance with the Native American Graves and Repatriation Act (NAGPRA) and federal regulations.",
    "Takes items out of a city museum's collection. They go to Caddo Nation.",
    "Saca objetos de la colección de un museo de la ciudad. Van a Caddo Nation.",
  ],
  [
    "quality_event",
    "Consideration and possible approval, adoption, denial, amendment or revision of a Resolution requesting Quality Event designation for the 2024 Arabian Horse Association U.S. Nationals to be held October 17-26, 2024, identifying the City of Tulsa as the event's host community.",
    "Asks that \"2024 Arabian Horse Association U.S. Nationals\" be named a Quality Event, with Tulsa as the host city.",
    "Pide que \"2024 Arabian Horse Association U.S. Nationals\" sea nombrado Evento de Calidad (Quality Event), con Tulsa como ciudad sede.",
  ],
  [
    "housing_fund",
    "Consideration and possible approval, adoption, denial, amendment or revision of a Resolution approving the allocation of Affordable Housing Trust Fund (AHTF) dollars to We Are Society, Inc. for the Maplewood Village Project in an amount not to exceed one million dollars ($1,000,000.00) to assist in the construction of affordable housing",
    "Gives up to $1,000,000.00 from the city's affordable housing fund to We Are Society, Inc. It is to build homes people can afford.",
    "Da hasta $1,000,000.00 del fondo de vivienda asequible de la ciudad a We Are Society, Inc. Es para construir viviendas asequibles.",
  ],
  [
    "comprehensive_plan",
    "Resolution No. 2895:1051 of the Tulsa Metropolitan Area Planning Commission, pursuant to Title 19, Oklahoma Statutes, Section 863.7; amending the Tulsa Comprehensive Plan by adopting an amendment (CPA-105) changing the land use designation from \"Neighborhood\" to \"Employment\" on approximately .3 acres located south of the SW/c of E. 5th St. S. and S. Victor Ave. requested by Nathan Cross. (CD-4)",
    "Changes or adds to the city's long-range plan for land use near E. 5th St. S. and S. Victor Ave. (CPA-105). It is in District 4.",
    "Cambia o amplía el plan de la ciudad a largo plazo sobre el uso del terreno cerca de E. 5th St. S. y S. Victor Ave. (CPA-105). Está en el Distrito 4.",
  ],
  [
    "museum_loan",
    "Consideration and possible approval, adoption, denial, amendment or revision of a Contract for a loan from the Gilcrease Museum collection to the Denver Art Museum of \"When Guns Speak Death Settles Dispute\" by Charles M. Russell.",
    "Lends items from a city museum to Denver Art Museum.",
    "Presta objetos de un museo de la ciudad a Denver Art Museum.",
  ],
];

describe('plain lines that say what the item does', () => {
  it.each(CASES)('reads a %s from its title', (kind, title, en, es) => {
    expect(plainLineFor(city, title)).toMatchObject({ kind, en, es });
  });


  it('never calls a hearing on an assessment or a project plan a budget change or the plan itself', () => {
    const hearing = plainLineFor(city, 'Public Hearing for the purpose of providing information and giving members of the public an opportunity to be heard prior to any vote on the proposed Project Plan and Increment District');
    expect(hearing?.kind).toBe('public_hearing');
  });

  it('takes the largest figure as the whole when some of the others add up to it', () => {
    const nested =
      'Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of $13,750,000.00; $11,000,000.00 from grant revenue and local match funding of $2,750,000.00 as follows: $1,055,732.10 transferred from the 2014 Sales Tax Fund, $362,206.00 transferred from the 2020 Go Bond Issue 2 SubFund, $470,345.10 transferred from the 2020 Go Bond Issue 3 SubFund, $111,716.80 transferred from the 2020 Go Bond Issue 4 SubFund, and $750,000.00 transferred from the Pandemic Relief Recovery Fund.';
    expect(plainLineFor(city, nested)?.en).toBe('Changes the city budget: moves and adds $13,750,000.00.');
  });

  it('says "from a grant" only when the one figure is all from a grant', () => {
    const parts = plainLineFor(city, 'Ordinance amending the fiscal year 2022-2023 budget to make supplemental appropriations of $552,216. $550,000 from grant revenues and $2,216 from the General Fund.');
    expect(parts?.en).toBe('Changes the city budget: adds $552,216.');
    const grant = plainLineFor(city, 'Ordinance amending the fiscal year 2024-2025 budget to make supplemental appropriations of $112,000.00 from grant revenues to be received from the Oklahoma Highway Safety Office.');
    expect(grant?.en).toBe('Changes the city budget: adds $112,000.00 from a grant.');
  });

  it('reads the facts from the full text when the title is shortened, and not from a narrative description', () => {
    const title = 'Ordinance closing a portion of a Sanitary Sewer Easement, requested by Jaime Skipper, Wallace Design, for property…';
    const description = `Consideration and possible approval, adoption, denial, amendment or revision of an ${title.replace('…', '')} located at 1619 N. David Patrick Ave., for future development. (CD-3) [PW 1/1/24; CC 1/8/24] 24-1-2`;
    expect(plainLineFor(city, title, description)?.en).toBe('Closes part of a city street, alley or easement at 1619 N. David Patrick Ave. It is in District 3.');
    expect(plainLineFor(city, 'Adjournment.', 'Chair Cue adjourned the meeting at 6:10 P.M.')?.kind).toBe('procedural');
  });

  it('reads the kind from what the item opens with, not a clause deep in the text', () => {
    const title = 'Ordinance amending Title 55, Tulsa Revised Ordinances, titled "Property Maintenance Code"; amending Chapter 1, "General Rules of Property Maintenance"; amending Section 103, "Enforcement", amending Section 104, "Duties and Powers of the Code Official", by adding rules for an appeal of an order';
    expect(plainLineFor(city, title)?.kind).toBe('ordinance');
  });

  it('writes an event date in Spanish words', () => {
    const plain = plainLineFor(city, "Special Event Application: Tulsa Farmers' Market scheduled for September 3, 10, 17, 2022, at 1 S. Lewis Ave. (CD-4)");
    expect(plain?.es).toBe('Permite que "Tulsa Farmers\' Market" use calles o terrenos de la ciudad el 3, 10 y 17 de septiembre de 2022. Dirección: 1 S. Lewis Ave.');
    expect(plain?.en).toBe('Lets "Tulsa Farmers\' Market" use city streets or land on September 3, 10, 17, 2022. Address: 1 S. Lewis Ave.');
  });

  it('says no "today" use when part of the land keeps its use, and no donor when several gave', () => {
    const partly = plainLineFor(city, 'Rezoning Application Z-7794 from RS-3 and OL to RS-4 for property located south and east of the intersection of E. 33rd St. N. and N. Norfolk Ave. requested by Select Design. (CD-1)');
    expect(partly?.en).toBe('Changes what land may be used for (Z-7794). It is in District 1.');
    const donors = plainLineFor(city, "Donation of one hundred (100) backpacks from Joy in the Cause and teddy bears from Darlys Fisher/The Buckle to the Tulsa Police Department's Community Engagement Unit, for the month of June 2022, valued at $2,180.");
    expect(donors?.en).toBe('Covers $2,180 in travel or gifts for city work.');
  });

  it('says a budget cut is one, with no source', () => {
    const cut = plainLineFor(city, 'Ordinance amending the fiscal year 2024-2025 budget to reduce appropriations of $8,046 from grant revenues received within the Community Development Block Grant.');
    expect(cut?.en).toBe('Changes the city budget: cuts $8,046.');
    expect(cut?.es).toBe('Cambia el presupuesto de la ciudad: recorta $8,046.');
  });

  it('reads a budget change within a bond fund as a budget change, not a bond sale', () => {
    const title = 'Ordinance amending the fiscal year 2024-2025 budget to reduce unencumbered and unexpended appropriation balance of $124,035.25 within the TMUA 2011 Water Revenue Bond SubFund; to reduce unencumbered and unexpended appropriation balance of $52,186.76 within the TMUA 2012 Water Revenue Bond SubFund';
    expect(plainLineFor(city, title)?.kind).toBe('budget');
  });

  it('gives no first day for an event spanning months, no first donor of two, and tells a gift from a travel authorization', () => {
    const span = plainLineFor(city, 'Special Event Application: 16th Annual Arvest Winterfest scheduled for November 20, 2023, – January 2, 2024, at 200 S. Denver Ave. (CD-1,4)');
    expect(span?.en).toBe('Lets an event use city land or streets. The event is "16th Annual Arvest Winterfest".');
    const two = plainLineFor(city, 'Travel donation from the Fox Valley Technical College and the Bureau of Justice Assistance in the amount of $1,681.22 for Dr. Rebecca Hubbard to travel to Washington, D.C. on April 24, 2024, to visit the Washington D.C. Historical Civil Rights Site.');
    expect(two?.en).toBe('Accepts $1,681.22 given so that Dr. Rebecca Hubbard can travel to Washington, D.C.');
    const authorized = plainLineFor(city, 'Travel authorization, per Council Rules & Order of Business, in the amount of $2,399 for Councilor Patrick to travel to Denver, CO on October 3-5, 2022, to attend the Tulsa Regional Chamber InterCity Visit.');
    expect(authorized?.en).toBe('Lets Councilor Patrick travel to Denver, CO for city work. It costs about $2,399.');
  });

  it('names who the council elected to lead it where the carried motion or the note says, and no one where it does not', () => {
    const chair = 'Election of the new Chair of the Tulsa City Council.';
    const elected = plainLineFor(city, chair, null, 'Councilor Gilbert nominated Councilor Lakin for Chair of the Council.');
    expect(elected?.en).toBe('Elects Councilor Lakin as chair of the council.');
    expect(elected?.es).toBe('Elige a Lakin para la presidencia del concejo.');
    expect(elected?.es_names).toEqual(['Lakin']);
    // As the minutes print the motion.
    expect(plainLineFor(city, chair, null, 'Nomination of Councilor Decter Wright for Chair of the Council for the year 2023')?.en).toBe('Elects Councilor Decter Wright as chair of the council.');
    const noted = plainLineFor(city, 'Election of the new Vice-Chair of the Tulsa City Council.', 'Councilor Cue was elected Vice-Chair of the Council for the year 2023.');
    expect(noted?.es).toBe('Elige a Cue para la vicepresidencia del concejo.');
    expect(plainLineFor(city, chair)?.es).toBe('Elige a un concejal para la presidencia del concejo.');
    // Two nominations carried in one motion's words name no one.
    expect(plainLineFor(city, chair, null, 'Councilor A nominated Councilor Bee for Chair; Councilor C nominated Councilor Dee for Chair.')?.en).toBe('Chooses a councilor as chair of the council.');
  });
});
