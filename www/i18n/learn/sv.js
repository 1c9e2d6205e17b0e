// Svenska: lektionerna (www/learn/).
export default {
  'learn.title': 'Lär dig spela {game}',
  'learn.step': 'Steg {step} av {steps}',
  'learn.resumed': 'Välkommen tillbaka: lektionen fortsätter vid steg {step}.',
  'learn.leave': 'Lämna lektionen',
  'learn.back': 'Föregående steg',
  'learn.next': 'Nästa steg',
  'learn.showMe': 'Visa mig',
  'learn.play': 'Spela mot nybörjardatorn',
  'learn.right': 'Rätt!',
  'learn.tryAgain': 'Försök igen: brädet är som det var.',
  'learn.tradition': 'Tradition',
  'learn.decision': 'Projektets beslut',
  'learn.landingTask': 'Klicka på gropen (eller välj den med tangentbordet) där du tror att det sista fröet hamnar.',
  'learn.landingTask.touch': 'Tryck på gropen där du tror att det sista fröet hamnar.',
  'learn.menu.title': 'Lär dig genom att spela',
  'learn.menu.intro': 'Varje lektion lär ut ett spel på några minuter, på det riktiga brädet. Hur långt du har kommit sparas på den här enheten.',
  'learn.menu.new': 'Inte påbörjad',
  'learn.menu.finished': 'Klar',

  'learn.giuthi.two-or-more.text':
    'Dina gropar är den nedre raden. Ett drag börjar i en av dina gropar med två eller fler frön: ett ensamt frö kan aldrig sås. Så den enda grop du kan, åt vilket håll du vill.',
  'learn.giuthi.two-or-more.wrong': 'Bara en grop med två eller fler frön kan sås: här är det din grop med tre.',
  'learn.giuthi.two-or-more.note':
    'Giuthi betyder ”att fördela” eller ”att placera” på kikuyu. Det är kikuyus och embus spel i centrala Kenya: vallpojkar som vaktade boskap och getter vid foten av Mount Kenya grävde groparna i den soltorkade jorden och spelade med flodstenar eller hårda frön.',
  'learn.giuthi.direction.text':
    'Du väljer riktning för det första varvet. Om du sår din grop med tre medurs, ett frö i varje grop åt vänster längs din rad och vidare in i Nords rad, var hamnar det sista fröet?',
  'learn.giuthi.direction.wrong':
    'Inte där. Räkna ett frö per grop: medurs går åt vänster längs din rad och sedan runt hörnet in i Nords rad högst upp.',
  'learn.giuthi.relay.text':
    'Så nu samma grop moturs, åt höger. När ett varvs sista frö faller i en grop med frön lyfts alla dess frön och sås igen, och varje reläverv går åt andra hållet. Ett varv som slutar i en tom grop i Nords rad avslutar draget utan fångst.',
  'learn.giuthi.relay.wrong': 'Så din grop med tre moturs, åt höger.',
  'learn.giuthi.extra-move.text':
    'Om ditt drag slutar i en tom grop i din egen rad och inget av dess frön kom in i Nords rad får du ett drag till. Hitta draget som ger ett extra drag.',
  'learn.giuthi.extra-move.wrong':
    'Inget extra drag: det draget nådde Nords rad. Leta efter ett som stannar i din egen rad och slutar i en tom grop där.',
  'learn.giuthi.extra-move.decision':
    'Regeltexten säger att man sår igen ”från en annan grop”; här får du välja vilken grop du får så, också samma.',
  'learn.giuthi.capture.text':
    'Om ditt drag slutar i en tom grop i din egen rad efter att ett frö har kommit in i Nords rad fångar du fröna i Nords grop mittemot, och i groparna mittemot varje tom grop som följer efter den längs din rad: en kedja. Hitta draget som fångar.',
  'learn.giuthi.capture.wrong':
    'Ingen fångst. En fångst kräver att det sista fröet hamnar i en tom grop i din egen rad, efter att draget har varit inne i Nords rad. Pröva en annan grop eller riktning.',
  'learn.giuthi.capture.note': 'Kikuyu säger: ”Du kan inte stjäla en annan mans boskap utan att gå in på hans mark!”',
  'learn.giuthi.capture.decision':
    'En tom grop mittemot kedjan ger inget men bryter den inte, och det fångande fröet går till din hög bara om något togs.',
  'learn.giuthi.pass.text':
    'Den som bara har ensamma frön och tomma gropar kan inte dra och måste stå över, och spelar igen så snart hen har en grop med två eller fler. Hitta draget som lämnar Nord utan något att så.',
  'learn.giuthi.pass.wrong': 'Nord kan fortfarande dra efter det. Hitta draget som lämnar Nord med bara ensamma frön.',
  'learn.giuthi.repetition.text':
    'Nord har just dragit. När en ställning kommer tillbaka med samma spelare vid draget slutar partiet genast oavgjort, hur poängen än står. Så din grop med tre moturs och se.',
  'learn.giuthi.repetition.wrong': 'Så din grop med tre moturs: det ger tillbaka ställningen som Nord hade före sitt drag.',
  'learn.giuthi.repetition.decision': 'Ställningar räknas efter varje drag, extra drag medräknade, och startställningen räknas också.',
  'learn.giuthi.scoring.text':
    'Partiet slutar när ingen av spelarna kan dra. Var och en får fröna i sin hög plus dem som ligger kvar i de egna groparna. Du har 12 i din hög, Nord 8: så din grop med två moturs för att avsluta partiet.',
  'learn.giuthi.scoring.wrong': 'Så din grop med två, längst till höger i din rad, moturs.',
  'learn.giuthi.game.text': 'Nu kan du reglerna i Giuthi. Spela ett kort parti på ett bräde med 2 × 5 gropar mot nybörjardatorn.',

  'learn.kiothi.opening.text':
    'Kiothis gropar heter boma och pjäserna är krigare. I ditt första drag tömmer du exakt två av dina egna fyllda boma och placerar deras krigare, i vilka antal som helst, i vilka boma som helst i båda raderna. Gör din öppning: välj två boma och placera sedan alla krigare.',
  'learn.kiothi.opening.wrong': 'Töm två av dina egna boma och placera sedan alla krigare de hade.',
  'learn.kiothi.opening.note':
    'Kiothi (”att lägga” eller ”att placera” på kimeru) är merufolkets spel på Mount Kenyas sluttningar. Mugwe, merufolkets högsta andliga ledare, fördrev dagarna med det, med vänsterhanden alltid dold under ett tyg.',
  'learn.kiothi.nki.text':
    'Nu gör Nord sin öppning. Efter den blir varje boma med krigare nki, skyddad: dess krigare kan inte fångas. En boma förlorar skyddet för gott när krigare lyfts ur den. Tryck på ”Visa mig”.',
  'learn.kiothi.partial.text':
    'Från och med nu lyfter ett drag krigare ur en av dina boma och sår dem en och en moturs, vidare längs din rad och in i Nords. Du behöver inte lyfta alla: lyft två av de fyra krigarna i din boma med fyra.',
  'learn.kiothi.partial.wrong': 'Lyft bara två av de fyra: välj din boma med fyra och sedan 2.',
  'learn.kiothi.first-lap.text':
    'Den sista krigaren i ditt första varv får inte hamna i en boma med krigare i din egen rad. Att lyfta alla tre krigarna i din boma med tre skulle göra det. Lyft så många av dem som du får.',
  'learn.kiothi.first-lap.wrong':
    'Inte det. Bara antal vars sista krigare hamnar i din egen boma med krigare är förbjudna: du får lyfta två av de tre.',
  'learn.kiothi.relay.text':
    'När den sista krigaren faller i en boma med krigare, i vilken rad som helst, lyfts alla dess krigare och sås vidare; draget slutar i en tom boma. Så båda krigarna i din boma med två och se reläet.',
  'learn.kiothi.relay.wrong': 'Så båda krigarna i din boma med två.',
  'learn.kiothi.capture.text':
    'När ditt drag slutar i en tom boma i din rad fångar du krigarna i fiendens boma mittemot, med din fångande krigare, till ditt fängelse: utom om den boman är nki (markerad). Hitta draget som fångar.',
  'learn.kiothi.capture.wrong':
    'Ingen fångst: draget måste sluta i en tom boma i din rad mittemot en fiendeboma med krigare som inte är nki.',
  'learn.kiothi.capture.decision': 'Att ta emot krigare tar inte bort nki; bara att lyfta krigare ur en boma gör det.',
  'learn.kiothi.leftmost.text':
    'Att sluta i din boma längst till vänster (den första i din rad, där sådden moturs kommer in i den) fångar också de tre fiendeboma bredvid den mittemot, om alla tre har krigare, ingen är nki och var och en var tom från början eller har såtts ur sedan öppningen (de här tre har det). Hitta draget som vinner bonusen.',
  'learn.kiothi.leftmost.wrong': 'Bonusen kräver din sista krigare i din boma längst till vänster. Leta efter ett relä som går runt in i den.',
  'learn.kiothi.leftmost.decision':
    'Bonusen bedöms för sig, alla tre boma eller ingen, och ”såtts ur sedan öppningen” räknar krigare som lyfts under spelet.',
  'learn.kiothi.sweep.text':
    'Den som inte har något tillåtet drag avslutar partiet, och alla krigare som är kvar på brädet går till fängelset hos den som fortfarande kan dra. Ditt fängelse har 25 krigare, Nords 24, och Nord har inga kvar: spela din sista krigare.',
  'learn.kiothi.sweep.wrong': 'Spela din sista krigare.',
  'learn.kiothi.sweep.note':
    'En seger med exakt två krigare är den berömda ”enkrigarsegern”, ett tecken på stor skicklighet, som traditionellt räknas som två och ibland tio vanliga segrar.',
  'learn.kiothi.game.text': 'Spela nu ett helt parti Kiothi, med öppning, mot nybörjardatorn.',

  'learn.en-gehe.board.text':
    'En Gehé spelas på ett monumentalt bräde: två rader med 40 till 50 gropar, med 4 frön i varje. Varje lag råder över en rad; din är Syds (på en smal skärm är brädet vridet, och Syds rad går nedför dess vänstra sida). Nästa steg använder ett litet övningsbräde.',
  'learn.en-gehe.board.note':
    'En Gehé är massajkrigarnas, moranernas, spel i norra Tanzania: två lag med åtta män övervägde varje drag tillsammans. Groparna grävdes i marken; enligt massajernas berättelser uppfann Sindillo, son till den förste mannen Maitoumbe, spelet.',
  'learn.en-gehe.board.decision': 'Övningsbräden med 2 × 6 till 2 × 39 gropar är projektets, och märkta som sådana.',
  'learn.en-gehe.single.text':
    'Du får så vilken grop med frön som helst i din rad, även ett ensamt frö, alltid moturs. Så ditt ensamma frö. När det sista fröet faller i en tom grop i din rad mittemot en tom grop fångas ingenting och fröet ligger kvar.',
  'learn.en-gehe.single.wrong': 'Så ditt ensamma frö.',
  'learn.en-gehe.relay.text':
    'Ett sista frö som faller i en grop med frön lyfter alla dess frön för ett varv till; turen slutar i en tom grop. Om du sår din grop med två, var hamnar det sista fröet?',
  'learn.en-gehe.relay.wrong': 'Inte där. Det första varvet slutar i din grop med frön, och dess frön sås vidare.',
  'learn.en-gehe.capture.text':
    'Att sluta i en tom grop i din rad tar fröna i gropen mittemot, med det fångande fröet. Är gropen mittemot tom fångas ingenting och fröet ligger kvar. Hitta draget som fångar.',
  'learn.en-gehe.capture.wrong': 'Gropen mittemot ditt sista frö var tom: fröet ligger kvar och ingenting fångas. Pröva din andra grop.',
  'learn.en-gehe.end.text':
    'När ett lag inte kan dra på sin tur slutar partiet, och alla frön som är kvar på brädet går till laget som gjorde det sista draget. Nord har inga frön: hitta draget som avslutar partiet.',
  'learn.en-gehe.end.wrong': 'Det draget ger Nord frön att så, så partiet fortsätter. Hitta det som lämnar Nords rad tom.',
  'learn.en-gehe.end.decision':
    'Fröna som är kvar på brädet flyttas till det vinnande lagets räkning, och en ställning som uppstår för tredje gången är oavgjord.',
  'learn.en-gehe.game.text': 'Spela ett kort parti på övningsbrädet 2 × 8 mot nybörjardatorn.',

  'learn.hus.board.text':
    'Hus har fyra rader. De två närmast dig är dina: din yttre (bakre) rad och din inre (främre) rad. Dina frön går bara runt dina egna två rader, moturs: åt höger längs den bakre raden och tillbaka åt vänster längs den främre.',
  'learn.hus.board.note': 'Hus (ǁhūs) spelas över hela Namibia. Pjäserna kallas gomate, ”kor”: varje fångst är en räd mot den andra hjorden.',
  'learn.hus.loop.text':
    'Ett drag lyfter alla frön ur en av dina gropar med två eller fler och sår dem runt din slinga. Så gropen med tre nära högra änden av din bakre rad och se fröna svänga in i din främre rad. Ett sista frö i en tom grop avslutar draget.',
  'learn.hus.loop.wrong': 'Så gropen med tre i din bakre rad.',
  'learn.hus.relay.text':
    'Om det sista fröet hamnar i en grop med frön lyfts dess frön och sås vidare. Om du sår din grop med två, var hamnar det sista fröet?',
  'learn.hus.relay.wrong': 'Inte där. Det första varvet slutar i din grop med frön, och dess frön sås vidare.',
  'learn.hus.capture.text':
    'Om ett varv slutar i en grop med frön i din inre rad och Nords inre grop mittemot har frön fångar du dem, och dem i Nords yttre grop bakom, och sår genast de fångade fröna från gropen efter din. Hitta draget som fångar.',
  'learn.hus.capture.wrong':
    'Ingen fångst: det sista fröet måste hamna i en grop med frön i din inre rad, mittemot en inre grop hos Nord med frön.',
  'learn.hus.lose.text':
    'Den som inte kan dra på sin tur, utan en grop med två eller fler, förlorar. Nord har bara ensamma frön: gör ditt drag och vinn.',
  'learn.hus.lose.wrong': 'Så din grop med två.',
  'learn.hus.lose.decision': 'En ställning som uppstår för tredje gången är oavgjord, och Windhoeks barnöppning är utelämnad.',
  'learn.hus.game.text': 'Spela ett parti på brädet 4 × 8 mot nybörjardatorn.',
};
