// @ts-check
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
  'learn.shown': 'Så här går draget.',
  'learn.say.yours': 'din {pit}',
  'learn.say.theirs': '{side}s {pit}',
  'learn.say.laps.one': 'Ett varv: det sista fröet föll i {pit}.',
  'learn.say.laps.other': '{count} varv: det sista fröet föll i {pit}.',
  'learn.say.laps.kiothi.one': 'Ett varv: den sista krigaren föll i {pit}.',
  'learn.say.laps.kiothi.other': '{count} varv: den sista krigaren föll i {pit}.',
  'learn.say.lapsBack.other': '{count} varv, där varje relä vände åt andra hållet: det sista fröet föll i {pit}.',
  'learn.say.seized.one':
    'Ett varv slutade i en grop med frön i din inre rad, mittemot frön: du beslagtog {seeds} ({from}) och sådde genast vidare med det.',
  'learn.say.seized.other':
    'Ett varv slutade i en grop med frön i din inre rad, mittemot frön: du beslagtog {seeds} ({from}) och sådde genast vidare med dem.',
  'learn.say.seizedAgain.one':
    'Det sista av de beslagtagna fröna hamnade i {pit}, som hade frön och låg mittemot frön igen: du beslagtog {seeds} till ({from}) och sådde vidare med det också.',
  'learn.say.seizedAgain.other':
    'Det sista av de beslagtagna fröna hamnade i {pit}, som hade frön och låg mittemot frön igen: du beslagtog {seeds} till ({from}) och sådde vidare med dem också.',
  'learn.say.part.opposite': '{seeds} från {pit} mittemot',
  'learn.say.part.chainLeft': '{seeds} från {pit}, när kedjan fortsatte åt vänster',
  'learn.say.part.chainRight': '{seeds} från {pit}, när kedjan fortsatte åt höger',
  'learn.say.part.behind': '{seeds} från {pit} bakom',
  'learn.say.part.leftmost': '{seeds} från {pit} (bonusen längst till vänster)',
  'learn.say.part.capturer': 'och ditt fångande frö',
  'learn.say.part.capturer.kiothi': 'och din fångande krigare',
  'learn.say.captured': 'Du fångade {seeds}: {from}.',
  'learn.say.extra': 'Det var en tom grop i din egen rad, och inget frö från draget kom in i {side}s rad: du drar igen.',
  'learn.say.stop.theirs': 'Det var en tom grop i {side}s rad, så draget slutade där utan fångst.',
  'learn.say.stop.theirs.kiothi': 'Det var en tom boma i {side}s rad, så draget slutade där utan fångst.',
  'learn.say.stop.inYours': 'Det var en tom grop i din rad, så {side}s drag slutade där utan fångst.',
  'learn.say.stop.inYours.kiothi': 'Det var en tom boma i din rad, så {side}s drag slutade där utan fångst.',
  'learn.say.stop.empty': 'Den var tom, så draget slutade där.',
  'learn.say.stop.own': 'Det var en tom grop i din rad utan något mittemot att fånga, så draget slutade där.',
  'learn.say.stop.own.kiothi': 'Det var en tom boma i din rad utan något mittemot att fånga, så draget slutade där.',
  'learn.say.stop.facingNki':
    'Det var en tom boma i din rad, men {pit} mittemot är nki (skyddad), så inget fångades och draget slutade där.',
  'learn.say.pass': '{side} har ingen grop med två eller fler kvar och måste stå över: du drar igen.',
  'learn.say.clearedNki.one': 'När krigare lyftes från {pits} förlorade den sitt skydd (nki) för gott.',
  'learn.say.clearedNki.other': 'När krigare lyftes från {pits} förlorade de sitt skydd (nki) för gott.',
  'learn.say.opening.yours': 'Du tömde {emptied} och placerade deras {warriors}.',
  'learn.say.opening.theirs': '{side} tömde {emptied} och placerade deras {warriors}.',
  'learn.say.passesBy': 'Ett frö från draget faller i {pit} på vägen, men inte det sista.',
  'learn.say.missed': 'Inget frö från draget faller i {pit}.',
  'learn.tryAgain': 'Försök igen: brädet är som det var.',
  'learn.tradition': 'Tradition',
  'learn.decision': 'Projektets beslut',
  'learn.landingTask': 'Klicka på gropen (eller välj den med tangentbordet) där du tror att det sista fröet hamnar.',
  'learn.landingTask.touch': 'Tryck på gropen där du tror att det sista fröet hamnar.',
  'learn.menu.title': 'Lär dig genom att spela',
  'learn.menu.intro': 'Varje lektion lär ut ett spel på några minuter, på det riktiga brädet.',
  'learn.menu.kept': 'Hur långt du har kommit sparas på den här enheten.',
  'learn.menu.new': 'Inte påbörjad',
  'learn.menu.finished': 'Klar',

  'learn.giuthi.two-or-more.text':
    'Dina gropar är den nedre raden. Ett drag börjar i en av dina gropar med två eller fler frön: ett ensamt frö kan aldrig sås. Så den enda grop du kan, åt vilket håll du vill.',
  'learn.giuthi.two-or-more.note':
    'Giuthi betyder ”att fördela” eller ”att placera” på kikuyu. Det är kikuyus och embus spel i centrala Kenya: vallpojkar som vaktade boskap och getter vid foten av Mount Kenya grävde groparna i den soltorkade jorden och spelade med flodstenar eller hårda frön.',
  'learn.giuthi.direction.text':
    'Du väljer riktning för det första varvet. Om du sår din grop med tre medurs, ett frö i varje grop åt vänster längs din rad och vidare in i Nords rad, var hamnar det sista fröet?',
  'learn.giuthi.direction.wrong.count':
    'Räkna ett frö per grop: medurs går åt vänster längs din rad och sedan runt hörnet in i Nords rad högst upp.',
  'learn.giuthi.relay.text':
    'När ett varvs sista frö faller i en grop med frön, i vilken rad som helst, lyfts alla gropens frön och sås vidare som ett relä, och varje reläverv går tillbaka åt andra hållet. Ett varv som slutar i en tom grop i Nords rad avslutar draget. Din grop med fyra kan sås åt båda hållen: hitta hållet som ger ett relä.',
  'learn.giuthi.relay.wrong.noRelay':
    'Dess enda varv slutade i en tom grop, så inget reläades. Hitta hållet där det sista fröet faller i en grop med frön.',
  'learn.giuthi.extra-move.text':
    'Om ditt drag slutar i en tom grop i din egen rad och inget av dess frön kom in i Nords rad får du ett drag till. Hitta draget som ger ett extra drag.',
  'learn.giuthi.extra-move.wrong.entered':
    'Inget extra drag: det draget lade frön i Nords rad. Leta efter ett som stannar i din egen rad och slutar i en tom grop där.',
  'learn.giuthi.extra-move.decision':
    'Regeltexten säger att man sår igen ”från en annan grop”; här får du välja vilken grop du får så, också samma.',
  'learn.giuthi.capture.text':
    'Om ditt drag slutar i en tom grop i din egen rad efter att ett frö har kommit in i Nords rad fångar du fröna i Nords grop mittemot. Fångsten fortsätter som en kedja längs din rad, åt det håll som det sista varvet gick: förbi varje tom grop av dina, och tar det som ligger mittemot, fram till en av dina gropar med frön eller radens slut. Hitta draget som fångar.',
  'learn.giuthi.capture.wrong.stayed':
    'Det draget kom aldrig in i Nords rad, så det gav ett extra drag, inte en fångst: en fångst kräver först ett frö i Nords rad.',
  'learn.giuthi.capture.wrong.theirs':
    'Ett drag som slutar i Nords rad fångar ingenting. Hitta ett som går in i Nords rad och kommer tillbaka till en tom grop hos dig.',
  'learn.giuthi.capture.note': 'Kikuyu säger: ”Du kan inte stjäla en annan mans boskap utan att gå in på hans mark!”',
  'learn.giuthi.capture.decision':
    'En tom grop mittemot kedjan ger inget men bryter den inte, och det fångande fröet går till din hög bara om något togs.',
  'learn.giuthi.pass.text':
    'Den som bara har ensamma frön och tomma gropar kan inte dra och måste stå över, och spelar igen så snart hen har en grop med två eller fler. Hitta draget som lämnar Nord utan något att så.',
  'learn.giuthi.pass.wrong.extra':
    'Det extra draget gör att det fortfarande är din tur, så Nord kommer aldrig till draget och behöver aldrig stå över. Hitta draget som avslutar din tur och lämnar Nord med bara ensamma frön.',
  'learn.giuthi.remember.text':
    'Titta på den här ställningen, med Nord vid draget, och kom ihåg den. Nu sår Nord sin grop med tre medurs: tryck på ”Visa mig”.',
  'learn.giuthi.repetition.text':
    'När en ställning kommer tillbaka med samma spelare vid draget slutar partiet genast oavgjort, hur poängen än står. Så din grop med tre moturs: den ger tillbaka ställningen du såg för ett steg sedan, med Nord vid draget.',
  'learn.giuthi.repetition.wrong.extra':
    'Det gav ett extra drag, och ställningen det ger är ny, så partiet fortsätter. Så samma grop moturs.',
  'learn.giuthi.repetition.decision': 'Ställningar räknas efter varje drag, extra drag medräknade, och startställningen räknas också.',
  'learn.giuthi.scoring.text':
    'Partiet slutar när ingen av spelarna kan dra. Var och en får fröna i sin hög plus dem som ligger kvar i de egna groparna. Du har 12 i din hög, Nord 8: så din grop med två moturs för att avsluta partiet.',
  'learn.giuthi.scoring.wrong.extra':
    'Det gav ett extra drag, så partiet fortsätter. Så samma grop åt andra hållet, in i Nords rad.',
  'learn.giuthi.game.text': 'Nu kan du reglerna i Giuthi. Spela ett kort parti på ett bräde med 2 × 5 gropar mot nybörjardatorn.',

  'learn.kiothi.opening.text':
    'Kiothis gropar heter boma och pjäserna är krigare. I ditt första drag tömmer du exakt två av dina egna fyllda boma och placerar deras krigare, i vilka antal som helst, i vilka boma som helst i båda raderna. Gör din öppning: välj två boma och placera sedan alla krigare.',
  'learn.kiothi.opening.note':
    'Kiothi (”att lägga” eller ”att placera” på kimeru) är merufolkets spel på Mount Kenyas sluttningar. Mugwe, merufolkets högsta andliga ledare, fördrev dagarna med det, med vänsterhanden alltid dold under ett tyg.',
  'learn.kiothi.nki.text':
    'Nu svarar Nord på din öppning med sin egen. Efter den blir varje boma med krigare nki, skyddad: dess krigare kan inte fångas. En boma förlorar sitt skydd för gott när krigare lyfts från den. Tryck på ”Visa mig”.',
  'learn.kiothi.nki.example':
    'Din egen öppning gjordes vid ett tidigare besök och har inte sparats, så brädet visar ett exempel på en öppning åt dig.',
  'learn.kiothi.partial.text':
    'Från och med nu lyfter ett drag krigare från en av dina boma och sår dem en och en moturs, vidare längs din rad och in i Nords. Du behöver inte lyfta alla: lyft två av de fyra krigarna i din boma med fyra. Väljaren hoppar över 3 och säger varför; nästa steg handlar om den regeln.',
  'learn.kiothi.partial.wrong.one': 'Du lyfte bara en av de fyra. Välj din boma med fyra igen och lyft 2.',
  'learn.kiothi.partial.wrong.all': 'Du lyfte alla fyra. Välj din boma med fyra igen och lyft 2.',
  'learn.kiothi.partial.wrong.other': 'Det var din boma med en. Välj din boma med fyra och sedan 2.',
  'learn.kiothi.first-lap.text':
    'Den sista krigaren i ditt första varv får inte hamna i en boma med krigare i din egen rad. Att lyfta alla tre krigarna i din boma med tre skulle göra det. Lyft så många av dem som du får.',
  'learn.kiothi.first-lap.wrong.fewer': 'En är tillåten, men det är två också: lyft så många av de tre som du får.',
  'learn.kiothi.first-lap.wrong.other':
    'Det var din boma med en. Det här steget gäller din boma med tre: lyft så många av dess krigare som du får.',
  'learn.kiothi.relay.text':
    'När den sista krigaren faller i en boma med krigare, i vilken rad som helst, lyfts alla dess krigare och sås vidare; draget slutar i en tom boma. Så båda krigarna i din boma med två och se reläet.',
  'learn.kiothi.relay.wrong.one': 'Att lyfta en avslutar draget genast. Så båda krigarna i din boma med två för att se reläet.',
  'learn.kiothi.capture.text':
    'När ditt drag slutar i en tom boma i din rad fångar du krigarna i fiendens boma mittemot, med din fångande krigare, till ditt fängelse: utom om den boman är nki (markerad). Hitta draget som fångar.',
  'learn.kiothi.capture.wrong.none':
    'Ingen fångst: draget måste sluta i en tom boma i din rad mittemot en fiendeboma med krigare som inte är nki.',
  'learn.kiothi.capture.decision': 'Att ta emot krigare tar inte bort nki; bara att lyfta krigare ur en boma gör det.',
  'learn.kiothi.lose-nki.text':
    'Att lyfta krigare från en boma, även bara några av dem, tar bort dess skydd för gott, och det gör också ett relä som lyfter dem. Dina boma 6 och 8 är nki (markerade): gör ett drag som behåller skyddet för båda.',
  'learn.kiothi.lose-nki.wrong.lifted':
    'Du lyfte krigare från en skyddad boma: den är inte nki längre, för gott, vad draget än vann. Dra från en boma som inte är nki.',
  'learn.kiothi.leftmost.text':
    'Att sluta i din boma längst till vänster (den första i din rad, där sådden moturs kommer in i den) fångar också de tre fiendeboma bredvid den mittemot, om alla tre har krigare, ingen är nki och var och en var tom från början eller har såtts ur sedan öppningen (de här tre har det). Hitta draget som vinner bonusen.',
  'learn.kiothi.leftmost.wrong.notLeftmost':
    'Bonusen kräver din sista krigare i din boma längst till vänster. Leta efter ett relä som går runt in i den.',
  'learn.kiothi.leftmost.decision':
    'Bonusen bedöms för sig, alla tre boma eller ingen, och ”såtts ur sedan öppningen” räknar krigare som lyfts under spelet.',
  'learn.kiothi.sweep.text':
    'Den som inte har något tillåtet drag avslutar partiet, och alla krigare som är kvar på brädet går till fängelset hos den som fortfarande kan dra. Ditt fängelse har 25 krigare, Nords 24, och Nord har inga kvar: spela din sista krigare.',
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
  'learn.en-gehe.relay.text':
    'Ett sista frö som faller i en grop med frön lyfter alla dess frön för ett varv till; turen slutar i en tom grop. Om du sår din grop med två, var hamnar det sista fröet?',
  'learn.en-gehe.relay.wrong.relayed':
    'Räkna vidare: det första varvet slutar i din grop med frön, vars frön sås vidare i ett andra varv.',
  'learn.en-gehe.capture.text':
    'Att sluta i en tom grop i din rad tar fröna i gropen mittemot, med det fångande fröet. Är gropen mittemot tom fångas ingenting och fröet ligger kvar. Hitta draget som fångar.',
  'learn.en-gehe.capture.wrong.empty': 'Gropen mittemot ditt sista frö var tom, så fröet stannar. Pröva din andra grop.',
  'learn.en-gehe.end.text':
    'När ett lag inte kan dra på sin tur slutar partiet, och alla frön som är kvar på brädet går till laget som gjorde det sista draget. Nord har inga frön: hitta draget som avslutar partiet.',
  'learn.en-gehe.end.wrong.gives': 'Det draget ger Nord frön att så, så partiet fortsätter. Hitta det som lämnar Nords rad tom.',
  'learn.en-gehe.end.decision':
    'Fröna som är kvar på brädet flyttas till det vinnande lagets räkning, och en ställning som uppstår för tredje gången är oavgjord.',
  'learn.en-gehe.game.text': 'Spela ett kort parti på övningsbrädet 2 × 8 mot nybörjardatorn.',

  'learn.hus.board.text':
    'Hus har fyra rader. De två närmast dig är dina: din yttre (bakre) rad och din inre (främre) rad. Dina frön går bara runt dina egna två rader, moturs: åt höger längs den bakre raden och tillbaka åt vänster längs den främre.',
  'learn.hus.board.note': 'Hus (ǁhūs) spelas över hela Namibia. Pjäserna kallas gomate, ”kor”: varje fångst är en räd mot den andra hjorden.',
  'learn.hus.loop.text':
    'Ett drag lyfter alla frön ur en av dina gropar med två eller fler och sår dem runt din slinga. Så gropen med tre nära högra änden av din bakre rad och se fröna svänga in i din främre rad. Ett sista frö i en tom grop avslutar draget.',
  'learn.hus.loop.wrong.other': 'Det var din grop med två. Så gropen med tre nära högra änden av din bakre rad.',
  'learn.hus.relay.text':
    'Om det sista fröet hamnar i en grop med frön lyfts dess frön och sås vidare. Om du sår din grop med två, var hamnar det sista fröet?',
  'learn.hus.relay.wrong.relayed': 'Räkna vidare: det första varvet slutar i din grop med frön, och dess frön sås vidare.',
  'learn.hus.capture.text':
    'Om ett varv slutar i en grop med frön i din inre rad och Nords inre grop mittemot har frön beslagtar du dem, och dem i Nords yttre grop bakom, och sår genast de beslagtagna fröna från gropen efter din. Hitta draget som beslagtar.',
  'learn.hus.capture.wrong.empty':
    'Inget beslagtogs: det sista fröet måste hamna i en grop med frön i din inre rad, mittemot en inre grop hos Nord som har frön.',
  'learn.hus.again.text':
    'Beslagtagna frön sås som vilket varv som helst: hamnar deras sista frö i en grop med frön i din inre rad mittemot frön beslagtar du igen och sår vidare; i en annan grop med frön blir det ett relä. Hitta draget som beslagtar två gånger.',
  'learn.hus.again.wrong.empty':
    'Det varvet slutade i en tom grop, så inget beslagtogs. Hitta draget vars beslagtagna frön hamnar i en grop med frön i din inre rad mittemot Nords frön.',
  'learn.hus.lose.text':
    'Den som inte kan dra på sin tur, utan en grop med två eller fler, förlorar. Nord har bara ensamma frön: gör ditt drag och vinn.',
  'learn.hus.lose.decision': 'En ställning som uppstår för tredje gången är oavgjord, och Windhoeks barnöppning är utelämnad.',
  'learn.hus.game.text': 'Spela ett parti på brädet 4 × 8 mot nybörjardatorn.',
};
