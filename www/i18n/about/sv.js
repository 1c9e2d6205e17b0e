// @ts-check
// Svenska: varje spels sida om spelet (www/about/). Bara det källorna säger.
export default {
  'about.title': 'Om {game}',
  'about.openLong': 'Om {game}: dess folk och historia',
  'about.rules': 'Reglerna för {game}',
  'about.section.people': 'Folk och platser',
  'about.section.play': 'Hur och av vem det spelas',
  'about.section.history': 'Vad som är känt om dess historia',
  'about.section.names': 'Dess namn',
  'about.section.uncertain': 'Vad källorna lämnar osäkert',
  'about.section.sources': 'Källor',
  'about.sources.works': 'Verken som vår källa hänvisar till:',
  'about.sources.compiled': 'Vår källa, som hänvisar till dem: Mancala World, ”{article}”, en wikiartikel (utan datum).',
  'about.noTitle': 'titeln anges inte i vår källa',
  'about.noYear': 'året anges inte i vår källa',

  'about.giuthi.lead': 'En mancala hos kikuyu och embu i centrala Kenya, ett prov i att räkna framåt: varje relä vänder tillbaka.',
  'about.giuthi.people': 'Giuthi är traditionellt hos kikuyu- och embu-samhällena i centrala Kenya, vid foten av Mount Kenya.',
  'about.giuthi.play':
    'Giuthi är spelet för herdar och tonårspojkar som vaktar boskap och getter: groparna grävs i den soltorkade jorden eller formas i stadiga träbräden. Pjäserna är rundade flodstenar, hårda frön från mubuthi-trädet (Caesalpinia volkensii) eller de gula bären från sodomsäpplet (Solanum incanum). Två rader med 8 gropar och 4 eller 8 frön i varje är det vanliga brädet i kikuyuland; 2 × 5 gropar är ett inledande herdespel, 2 × 6 ett vanligt nybörjarbräde och 2 × 10 med 9 frön i varje ett krävande handikappbräde. Ett kikuyuordspråk sammanfattar taktiken: ”Du kan inte stjäla en annan mans boskap utan att gå in på hans mark!”',
  'about.giuthi.history':
    'Den brittiske etnologen Granville St. John Orde Browne gav den första formella beskrivningen av Giuthi 1925, i The Vanishing Tribes of Kenya. Elspeth Huxley, i Red Strangers (1939), och storviltsjägaren John A. Hunter, i Tales of the African Frontier (1954), noterade att spelarnas snabba huvudräkning och reläer som byter riktning förbryllade europeiska åskådare. Etnologen Walter Driedger noterade ett bräde med 2 × 7 gropar och 6 frön i varje. Giuthis slutspel har sedan blivit komponerade problem i studiet av mancala.',
  'about.giuthi.names': 'Giuthi betyder ”att fördela” eller ”att placera” på kikuyu. Södra kikuyu kallar sodomsäpplets bär, som används som pjäser, ndongu.',
  'about.giuthi.uncertain':
    'Det som skrivits om Giuthi skrevs av utomstående iakttagare; hur spelet spelades före dem, och var det spelas i dag, säger våra källor inte.',

  'about.kiothi.lead': 'Meru-folkets mancala från Mount Kenya: krigare, skyddade boma och två fängelser.',
  'about.kiothi.people': 'Kiothi spelas av meru, som bor på Mount Kenyas nordöstra sluttningar.',
  'about.kiothi.play':
    'Det spelas på stora bräden av hårdträ, omkring 90 cm (36 tum) långa: två rader med tio gropar, boma, mellan två stora tråg vid ändarna, fängelserna. Pjäserna är krigare (njodthie), oftast de släta grå fröna från Caesalpinia bonduc. En seger med exakt två krigare, ”enkrigarsegern”, är ett tecken på enastående skicklighet och värderas traditionellt som två, ibland så många som tio, vanliga segrar.',
  'about.kiothi.history':
    'Antropologen Bernardo Bernardi publicerade den tidigaste uppteckningen av Kiothi i sin studie The Mugwe, a Failing Prophet (1959). År 1972 rapporterade fader Andrew Botta om aktiva Kiothi-klubbar vid Materi-missionen i Tharaka-distriktet. Kiothi har en särskild plats i meru-folkets rituella liv: Mugwe, meru-folkets högsta andliga ämbete, tillbringade dagens timmar med att spela det. Som antropologen Rodney Needham skrev i The Left Hand of the Mugwe krävde en helig regel att Mugwe alltid höll sin vänstra hand dold under ett tygstycke.',
  'about.kiothi.names':
    'Kiothi kommer från kimeru-verbet ”att sätta” eller ”att placera”. Groparna heter boma, pjäserna njodthie, ”krigare”, och en boma som skyddas efter öppningen är nki.',
  'about.kiothi.uncertain':
    'Uppgifterna skiljer sig om starten: fem krigare i var och en av sex boma (30 per sida) eller av fem (25 per sida). Vår källa anger inget år för Needhams verk och ingen titel för Bottas rapporter.',

  'about.en-gehe.lead': 'Maasai-folkets stora mancala från norra Tanzania: två rader med upp till 50 gropar, spelat i lag.',
  'about.en-gehe.people': 'En Gehé hör hemma hos loitha- och kisonga-maasai i norra Tanzania.',
  'about.en-gehe.play':
    'Det är känt som krigarnas åldersklass, moranernas, spel. Traditionellt spelar två lag om åtta män det tillsammans och väger varje drag gemensamt; kvinnor är uteslutna från spelet. Groparna grävs direkt i marken, två rader med 40 till 50 och 4 pjäser i varje: 320 till 400 pjäser, små flodstenar eller frön från busken ol gulangulu (Caesalpinia bonduc). Med upp till 100 gropar och 400 pjäser är det ett av världens största traditionella brädspel.',
  'about.en-gehe.history':
    'Enligt maasai-traditionen skapades spelet av Sindillo, son till Maitoumbe, den förste mannen, som sägs ha hittat på det på äldre dagar, sedan han tidigare fört in honung i maasai-folkets kost. Moritz Merker (1867–1908), officer i den kejserliga skyddsstyrkan (Kaiserliche Schutztruppe) i Tyska Östafrika och en grundläggande etnograf för maasai, publicerade den första europeiska beskrivningen av En Gehé 1904. Mancalaforskaren Ralf Gering publicerade en berömd slutspelsstudie på ett bräde med 2 × 50.',
  'about.en-gehe.names':
    'En Gehé, plural ’n gehén. En grop heter en gurtóto (plural ’n gurtót), en rad ol mátua (plural el mátuan), en pjäs os soid (plural es soido).',
  'about.en-gehe.uncertain': 'Vår källa anger inte titeln på Merkers beskrivning, och inte heller titel eller år för Gerings studie.',

  'about.hus.lead': 'Namibias fyrradiga mancala, där pjäserna är boskap och varje tagning en räd mot den andra hjorden.',
  'about.hus.people':
    'Hus spelas i många samhällen i Namibia, bland dem damara, nama, herero, kwanyama, ndonga, kwangari, mbukushu, shambyo och haiǁom, och räknas till sydvästra Afrikas främsta intellektuella tidsfördriv.',
  'about.hus.play':
    'Varje spelare, eller varje lag, råder över de två rader som är närmast sin plats, på bräden med 8 till 16 gropar per rad; längre bräden med 24 gropar eller fler är traditionella för lagmatcher. Stenarna ses som boskap, så varje tagning är en räd mot motståndarens hjord. I Windhoek kräver en populär barnvariant att varje spelare öppnar med bestämda drag innan det fria spelet.',
  'about.hus.history':
    'Europeiska uppteckningar går tillbaka till 1855, då den rhenske missionären Johann Georg Krönlein iakttog spelet i Stora Namaqualand. Hus förekommer i muntliga traditioner om ǀGurihoeseb, den förste förfadern i damara-mytologin, och hade förr heliga band till gemensamma regnceremonier.',
  'about.hus.names':
    'I standardstavningen på khoekhoegowab skrivs namnet ǁhūs; dess ǁ är ett lateralt klickljud, likt det klick en ryttare gör för att driva på en häst. I södra Afrika kallas spelet också Xoros, Ogoro, Onjune, Owela, Otjitoto och Wera. En grop heter ǁhuti, en tagning ǁam, och stenarna gomate, ”kor”.',
  'about.hus.uncertain':
    'Namnet översätts oftast ”grop”, men språkforskningen antyder att det kan gå tillbaka på ett gammalt ord för ”moln”, som påminner om spelets band till regnritualer: ett förslag, inte ett fastställt faktum. Vår källa anger inte titeln på Krönleins uppteckning.',
};
